import { array, number, object, string, type InferType } from 'yup';
import {
  BOOKS_LIST_PAGE_SIZE,
  CATALOG_MAX_PAGE_SIZE,
  CATALOG_PAGE_SIZE,
  MAX_BOOK_IDS,
  MIN_SEARCH_LENGTH,
} from './catalog';
import { toCategoryId } from './category-spellings';
import { isDocumentId } from '../shared/ids';
import { named, trimmedText } from '../shared/fields';

/** The catalog endpoints' query strings, checked by the API; the sizes are in ../catalog.ts. */

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

/**
 * A genre, as its id in any case or any spelling the book form takes ('Mystery/Thriller',
 * 'mystery', the earlier 'science'): the original filter matched labels case-insensitively.
 * An unknown value stays as it is and matches no book.
 */
const category = () =>
  trimmedText()
    .typeError('category must be text.')
    .max(64, 'category is too long.')
    .transform((v: unknown) => (typeof v === 'string' ? (toCategoryId(v) ?? v) : v));

/** GET /api/catalog/top-sellers: ranked by copies sold, optionally one genre. */
export const topSellersQuerySchema = named('TopSellersQuery', object({ category: category(), ...paging }));

/** GET /api/catalog/search and the owner's Manage Books search: title, author or ISBN. */
export const catalogSearchQuerySchema = named(
  'CatalogSearchQuery',
  object({
    q: trimmedText()
      .typeError('q must be text.')
      .required('Type what to search for.')
      .min(MIN_SEARCH_LENGTH, `Type at least ${MIN_SEARCH_LENGTH} characters.`)
      .max(100, 'q is too long.'),
    category: category(),
    ...paging,
  }),
);

/** GET /api/catalog/books?ids=a,b,c: the books in a cart, in the order named; unknown ids are left out. */
export const bookIdsQuerySchema = named(
  'BookIdsQuery',
  object({
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
  }),
);

/** GET /api/admin/books: Manage Books, newest first, optionally searched. */
export const adminBooksQuerySchema = named(
  'AdminBooksQuery',
  object({
    q: trimmedText().typeError('q must be text.').max(100, 'q is too long.'),
    ...paging,
    limit: wholeNumber('limit', 100).default(20),
  }),
);

/** GET /api/books: the original list, paged past BOOKS_LIST_PAGE_SIZE (decision 026). */
export const booksListQuerySchema = named(
  'BooksListQuery',
  object({
    category: category(),
    q: trimmedText().typeError('q must be text.').max(100, 'q is too long.'),
    page: paging.page,
    limit: wholeNumber('limit', BOOKS_LIST_PAGE_SIZE).default(BOOKS_LIST_PAGE_SIZE),
  }),
);

export type TopSellersQuery = InferType<typeof topSellersQuerySchema>;
export type CatalogSearchQuery = InferType<typeof catalogSearchQuerySchema>;
export type AdminBooksQuery = InferType<typeof adminBooksQuerySchema>;
export type BooksListQuery = InferType<typeof booksListQuerySchema>;
export type BookIdsQuery = InferType<typeof bookIdsQuerySchema>;
