import { array, number, object, string, type InferType } from 'yup';
import type { Book } from './types';
import { isDocumentId } from './ids';
import { trimmedText } from './schemas/fields';

/**
 * The catalog as shoppers page through it (issue 17): every screen asks for one screenful, never
 * for the whole catalog. See docs/decisions/026-catalog-at-scale.md.
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

/** One page of books with the total, for "page 2 of 9" and "132 books". */
export interface BookPage {
  books: Book[];
  /** Books matching in all, over the whole catalog. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** GET /api/catalog/home: what the home page shows, in one answer. */
export interface HomeCatalog {
  /** The banner's three covers. */
  newReleases: Book[];
  /** The first page of Top Sellers across every genre. */
  topSellers: BookPage;
  recommended: Book[];
}

/** Query strings are text; a whole number in text form is what a page looks like here. */
const wholeNumber = (name: string, max: number) => {
  const message = `${name} must be a whole number from 1 to ${max}.`;
  return number()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' && /^\d+$/.test(original) ? Number(original) : original,
    )
    .typeError(message)
    .integer(message)
    .min(1, message)
    .max(max, message);
};

const paging = {
  // A page past the end answers an empty page with the total, not an error: the catalog moves.
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', CATALOG_MAX_PAGE_SIZE).default(CATALOG_PAGE_SIZE),
};

const category = () => trimmedText().typeError('category must be text.').max(64, 'category is too long.');

/** GET /api/catalog/top-sellers: ranked by copies sold, optionally one genre. */
export const topSellersQuerySchema = object({ category: category(), ...paging });

/** GET /api/catalog/search and the owner's Manage Books search: title, author or ISBN. */
export const catalogSearchQuerySchema = object({
  q: trimmedText()
    .typeError('q must be text.')
    .required('Type what to search for.')
    .min(MIN_SEARCH_LENGTH, `Type at least ${MIN_SEARCH_LENGTH} characters.`)
    .max(100, 'q is too long.'),
  category: category(),
  ...paging,
});

/** GET /api/catalog/books?ids=a,b,c: the books in a cart, in the order named; unknown ids are left out. */
export const bookIdsQuerySchema = object({
  ids: array(
    string()
      .defined()
      .test('id', 'ids must be book ids.', (v) => isDocumentId(v)),
  )
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.split(',').filter(Boolean) : original,
    )
    .typeError('ids must be book ids separated by commas.')
    .required('ids is required.')
    .min(1, 'ids is required.')
    .max(MAX_BOOK_IDS, `At most ${MAX_BOOK_IDS} ids at once.`),
});

/** GET /api/admin/books: Manage Books, newest first, optionally searched. */
export const adminBooksQuerySchema = object({
  q: trimmedText().typeError('q must be text.').max(100, 'q is too long.'),
  ...paging,
  limit: wholeNumber('limit', 100).default(20),
});

/** GET /api/books: the original list, paged past BOOKS_LIST_PAGE_SIZE (decision 026). */
export const booksListQuerySchema = object({
  category: category(),
  q: trimmedText().typeError('q must be text.').max(100, 'q is too long.'),
  page: paging.page,
  limit: wholeNumber('limit', BOOKS_LIST_PAGE_SIZE).default(BOOKS_LIST_PAGE_SIZE),
});

export type TopSellersQuery = InferType<typeof topSellersQuerySchema>;
export type CatalogSearchQuery = InferType<typeof catalogSearchQuerySchema>;
export type AdminBooksQuery = InferType<typeof adminBooksQuerySchema>;
export type BooksListQuery = InferType<typeof booksListQuerySchema>;

/** Pages in all, at least 1 so that "page 1 of 1" reads right for an empty result. */
export const pageCount = (page: Pick<BookPage, 'total' | 'pageSize'>) =>
  Math.max(1, Math.ceil(page.total / page.pageSize));
