import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { countsAsVisit } from '../http/visit-beacon';
import { noBody } from '../openapi/answers';
import { countVisit as count } from '../services/statistics/visits';

/**
 * The storefront's beacon, one per page load. `navigator.sendBeacon` sends no body and no
 * Content-Type, and any body that comes is never read. The answer is the same whether or not
 * the call counted.
 */
export const countVisit = endpoint({
  operationId: 'countVisit',
  method: 'post',
  path: '/api/visits',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['catalog'],
  summary: 'The storefront’s page-load beacon',
  description:
    'Counts one storefront page load for the owner’s ‘Website visits last day’. Any body is ignored, and none is needed (`navigator.sendBeacon` sends none). Calls another site’s page makes (`Sec-Fetch-Site` other than `same-origin`) and crawlers are answered alike but not counted.',
  bodyKind: 'none',
  answers: { '204': noBody('Received.') },
  handle: async ({ req, res }) => {
    if (countsAsVisit(req)) await count();
    res.status(204).end();
  },
});
