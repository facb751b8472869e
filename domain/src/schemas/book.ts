import { boolean, number, object, type InferType } from 'yup';
import { MAX_STOCK } from '../stock';
import { CATEGORY_IDS } from '../categories';
import { toCategoryId } from '../category-spellings';
import { isValidIsbn } from '../isbn';
import { price, requiredText, trimmedText } from './fields';

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

/** The add/edit book form and POST/PUT book routes validate with this one schema. */
export const bookSchema = object({
  ISBN: requiredText('Book number is required.', 17).test(
    'isbn',
    'Book number must be a valid ISBN-10 or ISBN-13.',
    (v) => v === undefined || isValidIsbn(v),
  ),
  title: requiredText('Title is required.', 200),
  description: requiredText('Description is required.', 5000),
  author: requiredText('Author is required.', 120),
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
  stock: number()
    .strict()
    .typeError('Stock must be a whole number.')
    .required('Stock is required.')
    .integer('Stock must be a whole number.')
    .min(0, 'Stock must not be negative.')
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}.`),
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
});

export type BookInput = InferType<typeof bookSchema>;
