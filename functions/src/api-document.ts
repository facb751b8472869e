import { apiErrorSchema } from '@bookstore/domain';
import { JSON_BODY_LIMIT_BYTES } from './config';
import { ownCache } from './http/cache-control';
import { endpoint, type Endpoint } from './http/endpoint';
import { headers, responses, securitySchemes } from './openapi/components';
import { inputSchemas } from './openapi/inputs';
import { answerShapes } from './openapi/json-schema-from-yup';
import { pathsOf } from './openapi/operations';
import { endpoints } from './routes/endpoints';

let documentJson: string | undefined;

/**
 * The published contract. Public; caches may keep it five minutes, so a deploy shows in tools
 * soon without every page load asking again. Declared here, beside the document it serves
 * (which lists it too), so no route module imports the document made from every route.
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
    // The document's own shape, in OpenAPI's words: no domain shape describes it.
    '200': {
      description: 'The OpenAPI 3.1 document of the whole API.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              openapi: { type: 'string', pattern: '^3\\.1\\.' },
              info: { type: 'object' },
              paths: { type: 'object' },
            },
            required: ['openapi', 'info', 'paths'],
          },
        },
      },
    },
  },
  handle: ({ res }) => {
    // Serialised once: it only changes with a deploy.
    documentJson ??= JSON.stringify(openApiDocument());
    res.type('json').send(documentJson);
  },
});

/** Every endpoint the function serves: the routes' declarations and the document's own. */
export const apiEndpoints: Endpoint[] = [...endpoints, getOpenApiDocument];

function assembled() {
  const shapes = answerShapes();
  // The Error shape is the shared error answers' (./openapi/components.ts), which name it.
  shapes.answerSchemaOf(apiErrorSchema);
  const paths = pathsOf(apiEndpoints, shapes);
  return {
    openapi: '3.1.1',
    info: {
      title: 'Book Store API',
      version: '1.0.0',
      summary: 'The JSON API of the book store: catalog, orders, and the owner’s area.',
      description: [
        'All bodies are JSON. Every error is `{ message, errors? }` (see the Error schema) and carries `Cache-Control: private, no-store`.',
        'Any other path or method answers 404 with the error shape; under /api/orders and /api/admin the sign-in check answers first (401 or 403).',
        `Request bodies are at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (413) and must be application/json (415), except the one-click unsubscribe form (RFC 8058).`,
        'Every answer also carries `X-Content-Type-Options: nosniff`.',
      ].join('\n\n'),
    },
    servers: [
      {
        url: '/',
        description: 'The site itself: Hosting rewrites /api/**, /news.json and the sitemaps to the function.',
      },
    ],
    tags: [
      { name: 'catalog', description: 'Books, covers and news; public reads are CDN-cached for a minute.' },
      { name: 'orders', description: 'A signed-in customer’s orders.' },
      { name: 'store', description: 'The shop’s public details, and what a parcel costs.' },
      {
        name: 'policies',
        description: 'The shop’s policies (returns, cancellation, shipping, privacy, terms), as their pages show them.',
      },
      { name: 'auth', description: 'Owner sign-in.' },
      { name: 'owner', description: 'The owner’s area.' },
      {
        name: 'newsletter',
        description: 'The double opt-in newsletter: subscribe, confirm, unsubscribe without signing in.',
      },
      { name: 'meta', description: 'The sitemap and this document.' },
    ],
    paths,
    components: {
      schemas: { ...inputSchemas(apiEndpoints), ...shapes.components() },
      responses,
      headers,
      securitySchemes,
    },
  };
}

export type OpenApiDocument = ReturnType<typeof assembled>;
let built: OpenApiDocument | undefined;

/**
 * The contract of the whole API (OpenAPI 3.1), served at GET /api/openapi.json: paths from the
 * endpoint declarations (http/endpoint.ts), so it cannot drift from what the router serves;
 * bodies, queries and answers from the domain's yup schemas. Made when first asked for.
 */
export function openApiDocument(): OpenApiDocument {
  built ??= assembled();
  return built;
}
