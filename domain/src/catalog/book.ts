import { boolean, number, object, type InferType } from 'yup';
import { MAX_STOCK } from './stock';
import { CATEGORY_IDS } from './categories';
import { toCategoryId } from './category-spellings';
import { isValidIsbn } from './isbn';
import { named, price, requiredText, trimmedText } from '../shared/fields';

/**
 * A cover is an absolute https URL or a path on this site ("/covers/x.svg", "/api/covers/id").
 * Not http: the pages are https, and their CSP (img-src 'self' data: https:) would block it, so
 * the book would show no cover. The server never fetches it: the shopper's browser does.
 */
export function isCoverReference(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return /^\/[A-Za-z0-9._~%/-]*$/.test(value);
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The author: the specification's create-book body has none, so the API takes a book without one
 * (stored without it, shown as UNNAMED_AUTHOR); the owner's form asks for it. Blank is missing.
 */
const author = trimmedText()
  .typeError('Author must be text.')
  .nonNullable('Author must be text; leave it out for none.')
  .max(120, 'Must be at most 120 characters.')
  .transform((value: unknown) => (value === '' ? undefined : value));

/** Copies on hand: optional in the API (a new book then has NEW_BOOK_STOCK), asked for by the owner's form. */
const stock = number()
  .strict()
  .typeError('Stock must be a whole number.')
  .nonNullable('Stock must be a whole number.')
  .integer('Stock must be a whole number.')
  .min(0, 'Stock must not be negative.')
  .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}.`);

/**
 * The book the API takes: POST /api/books/create-book, PUT /api/books/edit/{id} and each row of
 * a catalog import. `author` and `stock` may be missing (decision 032): a new book is then stored
 * without an author and with NEW_BOOK_STOCK copies; an edit leaves them as they are.
 */
export const bookSchema = named(
  'BookInput',
  object({
    ISBN: requiredText('Book number is required.', 17).test(
      'isbn',
      'Book number must be a valid ISBN-10 or ISBN-13.',
      (v) => v === undefined || isValidIsbn(v),
    ),
    title: requiredText('Title is required.', 200),
    description: requiredText('Description is required.', 5000),
    author: author.optional(),
    category: trimmedText()
      .required('Category is required.')
      .transform((v: unknown) => (typeof v === 'string' ? (toCategoryId(v) ?? v) : v))
      // A test rather than oneOf, so an empty choice reports only 'Category is required.'.
      .test(
        'known-category',
        'Choose a category from the list.',
        (v) => !v || (CATEGORY_IDS as readonly string[]).includes(v),
      ),
    trending: boolean().strict().typeError('Trending must be true or false.').default(false),
    oldPrice: price('Old price'),
    newPrice: price('New price').test(
      'not-above-old',
      'New price must not be more than the old price.',
      function (newPrice) {
        const { oldPrice } = this.parent as { oldPrice?: unknown };
        return typeof newPrice !== 'number' || typeof oldPrice !== 'number' || newPrice <= oldPrice;
      },
    ),
    stock: stock.optional(),
    /**
     * On edit: the stock the form was loaded with. Orders take copies while the owner edits;
     * the server keeps their count when the owner left stock alone, and refuses (409) a new
     * stock typed over a count that has changed since. Create ignores it.
     */
    expectedStock: number()
      .strict()
      .typeError('expectedStock must be a whole number.')
      .integer('expectedStock must be a whole number.')
      .min(0, 'expectedStock must not be negative.')
      .optional(),
    coverImage: requiredText('Cover image is required.', 2048).test(
      'cover-reference',
      'Cover image must be an https web address or an uploaded image.',
      (v) => v === undefined || isCoverReference(v),
    ),
  }),
);

export type BookInput = InferType<typeof bookSchema>;

/** The owner's add and edit form: the API's book, with the author and the stock asked for. */
export const bookFormSchema = bookSchema.shape({
  author: author.required('Author is required.'),
  stock: stock.required('Stock is required.'),
});

export type BookFormInput = InferType<typeof bookFormSchema>;
