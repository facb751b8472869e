import {
  bookAnswerSchema,
  bookIdsQuerySchema,
  bookPageSchema,
  catalogSearchQuerySchema,
  homeCatalogSchema,
  searchPageSchema,
  listOf,
  MAX_BOOK_IDS,
  topSellersQuerySchema,
} from '@bookstore/domain';
import { CATALOG_CACHE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import { booksByIds, homeCatalog, searchBooks, topSellers } from '../services/catalog/books';

/*
 * The shoppers' catalog, one screenful at a time: no screen downloads the whole
 * catalog. Answered from the instance's catalog index, so no request reads Firestore in the
 * steady state; the CDN keeps each answer a minute like the rest of the public catalog.
 */

export const getHomeCatalog = endpoint({
  operationId: 'getHomeCatalog',
  method: 'get',
  path: '/api/catalog/home',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'What the home page shows: new releases, Top Sellers’ first page, Recommended',
  answers: { '200': json('The home page’s books.', homeCatalogSchema) },
  handle: () => homeCatalog(),
});

export const listTopSellers = endpoint({
  operationId: 'listTopSellers',
  method: 'get',
  path: '/api/catalog/top-sellers',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'Books ranked by copies sold (ties: newest first), optionally one genre, a page at a time',
  query: topSellersQuerySchema,
  answers: { '200': json('One page, with the total.', bookPageSchema) },
  handle: ({ query }) => topSellers(query),
});

export const searchCatalog = endpoint({
  operationId: 'searchCatalog',
  method: 'get',
  path: '/api/catalog/search',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary:
    'Every word, in any order, in title, author, ISBN, description or genre (typos, Indian spellings and Devanagari in Latin letters forgiven), ranked, a page at a time',
  query: catalogSearchQuerySchema,
  answers: {
    '200': json('One page, with the total, and the closest titles when nothing was found.', searchPageSchema),
  },
  handle: ({ query }) => searchBooks(query),
});

export const getBooksByIds = endpoint({
  operationId: 'getBooksByIds',
  method: 'get',
  path: '/api/catalog/books',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['catalog'],
  summary: 'The books named (a cart’s), in that order; unknown ids are left out',
  query: bookIdsQuerySchema,
  queryParameters: [
    {
      name: 'ids',
      in: 'query',
      required: true,
      description: `Up to ${MAX_BOOK_IDS} book ids, separated by commas.`,
      schema: { type: 'string', minLength: 1 },
    },
  ],
  answers: { '200': json('The books found.', listOf(bookAnswerSchema)) },
  handle: ({ query }) => booksByIds(query.ids),
});
