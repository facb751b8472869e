/** Books at or below this many copies show on the owner's low-stock card. */
export const LOW_STOCK_THRESHOLD = 3;
/**
 * The stock of a book created without one (the specification's create-book body has no stock):
 * none on hand until the owner counts the shelf, so nothing is sold that may not exist
 * (docs/decisions/032-the-seed-create-book-body.md).
 */
export const NEW_BOOK_STOCK = 0;
/** A sanity ceiling for the stock field: a small shop, not a warehouse. */
export const MAX_STOCK = 100_000;

export function isOutOfStock(book: { stock: number }): boolean {
  return book.stock <= 0;
}
