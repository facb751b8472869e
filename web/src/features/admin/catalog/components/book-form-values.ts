import type { Book, BookFormInput } from '@bookstore/domain';

// The book form's values, apart from the form (formik): Manage Books' cards save a book's stock
// from the same values without loading the form's code.

/** Number inputs hold '' while empty (formik's value for a cleared number field). */
export type BookFormValues = Omit<BookFormInput, 'oldPrice' | 'newPrice' | 'stock' | 'category'> & {
  category: string;
  oldPrice: number | '';
  newPrice: number | '';
  stock: number | '';
};

export const EMPTY: BookFormValues = {
  ISBN: '',
  title: '',
  description: '',
  author: '',
  category: '',
  trending: false,
  oldPrice: '',
  newPrice: '',
  stock: '',
  coverImage: '',
};

/** A book as the form shows it (the empty form without one). */
export function toFormValues(book?: Book): BookFormValues {
  if (!book) return EMPTY;
  const { ISBN, title, description, author, category, trending, oldPrice, newPrice, stock, coverImage } = book;
  // A book created through the API without an author shows an empty field, which the form asks to fill.
  return { ISBN, title, description, author: author ?? '', category, trending, oldPrice, newPrice, stock, coverImage };
}
