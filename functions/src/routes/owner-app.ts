import { OWNER_APP, ownerAppManifest } from '@bookstore/domain';
import { CATALOG_CACHE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { readStoreSettings } from '../services/store/store-settings';

/**
 * GET /api/owner-app.webmanifest (decision 065): the owner's area as a home-screen
 * app, named after the shop as its settings say. Public (the sign-in page links it too, and
 * nothing in it is private), and cached like the shop's details: a renamed shop shows within a
 * minute at the CDN, at once in the owner's browser (it revalidates).
 */
export const getOwnerAppManifest = endpoint({
  operationId: 'getOwnerAppManifest',
  method: 'get',
  path: OWNER_APP.manifestPath,
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['store'],
  summary: 'The web app manifest of the owner’s area: the shop’s name, icons, start URL and scope',
  description:
    'Linked only from the owner’s pages (/admin and /dashboard…), never from the storefront. `start_url` and `scope` are both `/dashboard`: every owner’s page but the sign-in is within it, the storefront is not (decision 065).',
  answers: {
    '200': {
      description: 'A W3C web app manifest.',
      content: {
        'application/manifest+json': {
          schema: {
            type: 'object',
            required: ['name', 'short_name', 'start_url', 'scope', 'display', 'icons'],
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              short_name: { type: 'string' },
              description: { type: 'string' },
              lang: { type: 'string' },
              start_url: { type: 'string' },
              scope: { type: 'string' },
              display: { type: 'string', enum: ['standalone'] },
              theme_color: { type: 'string' },
              background_color: { type: 'string' },
              icons: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['src', 'sizes', 'type', 'purpose'],
                  properties: {
                    src: { type: 'string' },
                    sizes: { type: 'string' },
                    type: { type: 'string' },
                    purpose: { type: 'string', enum: ['any', 'maskable'] },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
  handle: async ({ res }) => {
    const { shopName } = await readStoreSettings();
    res.set('Content-Type', 'application/manifest+json; charset=utf-8');
    res.send(JSON.stringify(ownerAppManifest(shopName)));
  },
});
