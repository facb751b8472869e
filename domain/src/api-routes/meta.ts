// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';

/** GET /api/openapi.json (anyone): This document */
export const getOpenApiDocument: ApiRoute<undefined, unknown> = { path: '/api/openapi.json' };
/** GET /sitemap-{file}.xml (anyone): One file of the sitemap index, when the site has more than 45,000 URLs */
export const getSitemapFile: ApiRoute<undefined, Blob, 'file'> = { path: '/sitemap-{file}.xml' };
/** GET /sitemap.xml (anyone): The sitemap: the home page, every genre page and every book page */
export const getSitemap: ApiRoute<undefined, Blob> = { path: '/sitemap.xml' };
