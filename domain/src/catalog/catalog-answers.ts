import { object, type InferType } from 'yup';
import { UNNAMED_AUTHOR } from './book-author';
import { CATEGORY_IDS } from './categories';
import { flag, isoTime, listOf, plainText, rupees, storedId, wholeNumber } from '../shared/answer-fields';
import { described, named } from '../shared/fields';

/** A book as the API returns it. Dates are ISO strings, prices rupees. */
export const bookAnswerSchema = named(
  'Book',
  object({
    _id: storedId(),
    ISBN: plainText(),
    title: plainText(),
    // Missing when the book was created without one (the specification's body).
    author: described(plainText().optional(), {
      description: `Left out for a book created without one; the store's pages show "${UNNAMED_AUTHOR}" for it.`,
    }),
    description: plainText(),
    // A CategoryId for every book the store writes; older records may hold another label.
    category: described(plainText('A category id; books stored before the list existed may hold another name.'), {
      examples: CATEGORY_IDS,
    }),
    trending: flag(),
    coverImage: plainText('An absolute URL or a path on this site.'),
    oldPrice: rupees(),
    newPrice: rupees(),
    // Orders take from it, cancels put back.
    stock: wholeNumber(0, 'Copies on hand; 0 is out of stock.'),
    createdAt: isoTime(),
    updatedAt: isoTime(),
  }),
  'A book as the API returns it. Prices are rupees.',
);
export type Book = InferType<typeof bookAnswerSchema>;

/** POST /api/books/create-book, PUT /api/books/edit/:id, DELETE /api/books/:id. */
export const bookWriteResultSchema = named(
  'BookWriteResult',
  object({ message: plainText(), book: bookAnswerSchema.defined() }),
);
export type BookWriteResult = InferType<typeof bookWriteResultSchema>;

/** One page of books with the total, for "page 2 of 9" and "132 books". */
export const bookPageSchema = named(
  'BookPage',
  object({
    books: listOf(bookAnswerSchema),
    total: wholeNumber(0, 'Books matching in all, over the whole catalog.'),
    // 1-based.
    page: wholeNumber(1),
    pageSize: wholeNumber(1),
  }),
);
export type BookPage = InferType<typeof bookPageSchema>;

/** "Did you mean": the most titles a search that found nothing offers. */
export const DID_YOU_MEAN_COUNT = 3;

/** GET /api/catalog/search: a BookPage, and the closest titles when nothing was found. */
export const searchPageSchema = named(
  'SearchPage',
  object({
    books: listOf(bookAnswerSchema),
    total: wholeNumber(0, 'Books matching in all, over the whole catalog.'),
    page: wholeNumber(1),
    pageSize: wholeNumber(1),
    didYouMean: listOf(
      plainText(),
      `Up to ${DID_YOU_MEAN_COUNT} titles close to the query, closest first, when the search found nothing; empty otherwise.`,
    ).max(DID_YOU_MEAN_COUNT),
  }),
);
export type SearchPage = InferType<typeof searchPageSchema>;

/** GET /api/catalog/home: what the home page shows, in one answer. */
export const homeCatalogSchema = named(
  'HomeCatalog',
  object({
    // The banner's three covers.
    newReleases: listOf(bookAnswerSchema, 'The newest three books.').max(3),
    // The first page of Top Sellers across every genre.
    topSellers: bookPageSchema.defined(),
    recommended: listOf(bookAnswerSchema, 'Positions 8 to 17 of the newest-first list.').max(10),
  }),
);
export type HomeCatalog = InferType<typeof homeCatalogSchema>;

const newsFields = {
  title: plainText(),
  description: plainText(),
  image: plainText('A path on this site.'),
};
export const newsItemSchema = named('NewsItem', object({ _id: plainText(), ...newsFields }));
export type NewsItem = InferType<typeof newsItemSchema>;

/** One item of GET /news.json, the specification's static news file: a NewsItem without its id. */
export const newsFileItemSchema = named('NewsFileItem', object(newsFields));
export type NewsFileItem = InferType<typeof newsFileItemSchema>;

/** POST /api/admin/covers: where the stored cover is served. */
export const coverLocationSchema = named(
  'CoverLocation',
  object({
    // Written as a JSON Schema pattern: a RegExp's source would escape its slashes.
    url: described(plainText('Content-addressed (SHA-256), so it never changes.'), {
      jsonSchema: { pattern: '^/api/covers/[a-f0-9]{64}$' },
    }),
  }),
);
export type CoverLocation = InferType<typeof coverLocationSchema>;
