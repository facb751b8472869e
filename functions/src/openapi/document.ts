import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/domain';
import { JSON_BODY_LIMIT_BYTES } from '../config';
import { endpoints } from '../routes/endpoints';
import { headers, responses, schemas } from './components';
import { pathsOf } from './operations';

/**
 * The published contract of the whole API (OpenAPI 3.1), served at GET /api/openapi.json.
 *
 * Its paths are made from the endpoint declarations (http/endpoint.ts), so they cannot drift
 * from what the router serves; request bodies and query parameters from the shared yup
 * schemas the API validates with. The answers' shapes are the components (./components.ts).
 */
export const openApiDocument = {
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
    { name: 'auth', description: 'Owner sign-in.' },
    { name: 'owner', description: 'The owner’s area.' },
    {
      name: 'newsletter',
      description: 'The double opt-in newsletter: subscribe, confirm, unsubscribe without signing in.',
    },
    { name: 'meta', description: 'The sitemap and this document.' },
  ],
  paths: pathsOf(endpoints),
  components: {
    schemas,
    responses,
    headers,
    securitySchemes: {
      ownerToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: `The owner token from POST /api/auth/admin: HS256, valid ${ADMIN_TOKEN_TTL_SECONDS / 60} minutes, refused once the account is deleted, the owner signs out or the password changes. Sent as \`Authorization: Bearer <token>\`.`,
      },
      customerIdToken: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description:
          'A Firebase Authentication ID token of a user with an e-mail address, checked for revocation (a blocked customer is refused at once). Sent as `Authorization: Bearer <token>`.',
      },
    },
  },
};

export type OpenApiDocument = typeof openApiDocument;
