import { listOf, newsFileItemSchema, newsItemSchema } from '@bookstore/domain';
import { CATALOG_CACHE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import { listNews as news, newsFileItems } from '../services/catalog/news';

export const listNews = endpoint({
  operationId: 'listNews',
  method: 'get',
  path: '/api/news',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'The news items of the home page carousel',
  answers: { '200': json('In carousel order.', listOf(newsItemSchema)) },
  handle: () => news(),
});

/**
 * GET /news.json, which Hosting rewrites here: the specification's client reads the news from a
 * static file at that address. The same items as /api/news, cached alike, in the file's shape.
 */
export const getNewsFile = endpoint({
  operationId: 'getNewsFile',
  method: 'get',
  path: '/news.json',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'The news items as the static news file of the original client',
  description:
    'Served by the same function (Hosting rewrites /news.json to it): the items of GET /api/news, in the same order and cached alike, each `{ title, description, image }` as the original client reads its news file.',
  answers: { '200': json('In carousel order.', listOf(newsFileItemSchema)) },
  handle: async () => newsFileItems(await news()),
});
