// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type {
  Book,
  BookDetail,
  BookIdsQuery,
  BookPage,
  BooksListQuery,
  CatalogSearchQuery,
  HomeCatalog,
  NewsFileItem,
  NewsItem,
  ReviewListQuery,
  ReviewPage,
  SearchPage,
  StockAlertRequest,
  StockAlertSet,
  TopSellersQuery,
} from '../index';

/** GET /api/books (anyone): Every book, newest first, a thousand at a time */
export const listBooks: ApiRoute<undefined, Book[], never, BooksListQuery> = { path: '/api/books' };
/** GET /api/books/{id} (anyone): One book, with its reviews’ average and count */
export const getBook: ApiRoute<undefined, BookDetail, 'id'> = { path: '/api/books/{id}' };
/** GET /api/books/{id}/reviews (anyone): A book’s reviews, newest first, with its average and count */
export const listBookReviews: ApiRoute<undefined, ReviewPage, 'id', ReviewListQuery> = {
  path: '/api/books/{id}/reviews',
};
/** POST /api/books/{id}/stock-alerts (anyone): Email me when it’s back (signed in: at once; otherwise a confirmation link) */
export const askForStockAlert: ApiRoute<StockAlertRequest, StockAlertSet, 'id'> = {
  method: 'POST',
  path: '/api/books/{id}/stock-alerts',
};
/** GET /api/catalog/books (anyone): The books named (a cart’s), in that order; unknown ids are left out */
export const getBooksByIds: ApiRoute<undefined, Book[], never, BookIdsQuery> = { path: '/api/catalog/books' };
/** GET /api/catalog/home (anyone): What the home page shows: new releases, Top Sellers’ first page, Recommended */
export const getHomeCatalog: ApiRoute<undefined, HomeCatalog> = { path: '/api/catalog/home' };
/** GET /api/catalog/search (anyone): Every word, in any order, in title, author, ISBN, description or genre (typos, Indian spellings and Devanagari in Latin letters forgiven), ranked, a page at a time */
export const searchCatalog: ApiRoute<undefined, SearchPage, never, CatalogSearchQuery> = {
  path: '/api/catalog/search',
};
/** GET /api/catalog/top-sellers (anyone): Books ranked by copies sold (ties: newest first), optionally one genre, a page at a time */
export const listTopSellers: ApiRoute<undefined, BookPage, never, TopSellersQuery> = {
  path: '/api/catalog/top-sellers',
};
/** GET /api/covers/{id} (anyone): An uploaded cover image */
export const getCover: ApiRoute<undefined, Blob, 'id'> = { path: '/api/covers/{id}' };
/** GET /api/news (anyone): The news items of the home page carousel */
export const listNews: ApiRoute<undefined, NewsItem[]> = { path: '/api/news' };
/** POST /api/visits (anyone): The storefront’s page-load beacon */
export const countVisit: ApiRoute<undefined, void> = { method: 'POST', path: '/api/visits' };
/** GET /news.json (anyone): The news items as the static news file of the original client */
export const getNewsFile: ApiRoute<undefined, NewsFileItem[]> = { path: '/news.json' };
