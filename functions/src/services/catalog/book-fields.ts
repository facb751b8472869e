import { NEW_BOOK_STOCK, type BookInput } from '@bookstore/domain';
import type { BookRecord } from '../../db/catalog';

/** A book's fields as the API validated them (create, edit, an import row). */
export type BookFields = Omit<BookInput, 'expectedStock'>;

type StoredFields = Omit<BookRecord, 'sold' | 'createdAt' | 'updatedAt'>;

/**
 * What a new book stores (docs/decisions/032-the-seed-create-book-body.md): a missing author stays
 * missing (Firestore would refuse an undefined field), a missing stock is NEW_BOOK_STOCK.
 */
export function newBookFields({ author, stock, ...rest }: BookFields): StoredFields {
  return { ...rest, ...(author === undefined ? {} : { author }), stock: stock ?? NEW_BOOK_STOCK };
}

/** What an edit writes: a field the body leaves out (author, stock) stays as it is. */
export function editedBookFields(fields: BookFields): Partial<StoredFields> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
