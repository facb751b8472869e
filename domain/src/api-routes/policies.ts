// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { PolicyPage } from '../index';

/** GET /api/policies/{kind} (anyone): One of the shop’s policies, as its page /policies/{kind} shows it */
export const getPolicy: ApiRoute<undefined, PolicyPage, 'kind'> = { path: '/api/policies/{kind}' };
