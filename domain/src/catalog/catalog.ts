import type { BookPage } from './catalog-answers';

/**
 * The catalog as shoppers page through it: every screen asks for one screenful, never
 * for the whole catalog. See docs/decisions/026-catalog-at-scale.md. The query schemas are in
 * schemas/catalog-queries.ts: a module of constants and shapes only, so the storefront's first
 * load can use these without bundling yup.
 */

/** Books in one screenful of a genre, a search or Manage Books. */
export const CATALOG_PAGE_SIZE = 12;
/** The most a client may ask for in one page. */
export const CATALOG_MAX_PAGE_SIZE = 48;
/** The header's suggestions. */
export const SUGGESTION_COUNT = 6;
/** Shortest search text the API answers; shorter is refused with a message, not a scan. */
export const MIN_SEARCH_LENGTH = 2;
/** The banner's covers: the newest books. */
export const NEW_RELEASES_COUNT = 3;
/** Recommended: positions 8 to 17 of the home page's list (newest first), as the original design had it. */
export const RECOMMENDED_FROM = 8;
export const RECOMMENDED_COUNT = 10;
/** Ids one GET /api/catalog/books?ids= may name: more than a cart can hold distinct books. */
export const MAX_BOOK_IDS = 50;
/** GET /api/books pages past this many books (see decision 026); the demo's 42 come in one answer. */
export const BOOKS_LIST_PAGE_SIZE = 1000;

/** Pages in all, at least 1 so that "page 1 of 1" reads right for an empty result. */
export const pageCount = (page: Pick<BookPage, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(page.total / page.pageSize));
