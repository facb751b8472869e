import { ownCache } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';

let documentJson: string | undefined;

/**
 * The published contract. Public; caches may keep it five minutes, so a deploy shows in tools
 * soon without every page load asking again. The document is made from every declaration,
 * this one included, so it is loaded when first asked for (and serialised once: it only
 * changes with a deploy).
 */
export const getOpenApiDocument = endpoint({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/api/openapi.json',
  access: 'anyone',
  cache: ownCache('public, max-age=300'),
  tags: ['meta'],
  summary: 'This document',
  answers: {
    '200': json('The OpenAPI 3.1 document of the whole API.', {
      type: 'object',
      properties: {
        openapi: { type: 'string', pattern: '^3\\.1\\.' },
        info: { type: 'object' },
        paths: { type: 'object' },
      },
      required: ['openapi', 'info', 'paths'],
    }),
  },
  handle: async ({ res }) => {
    documentJson ??= JSON.stringify((await import('../openapi/document')).openApiDocument);
    res.type('json').send(documentJson);
  },
});
