/** Books at or below this many copies show on the owner's low-stock card. */
export const LOW_STOCK_THRESHOLD = 3;
/** A sanity ceiling for the stock field: a small shop, not a warehouse. */
export const MAX_STOCK = 100_000;

export function isOutOfStock(book: { stock: number }): boolean {
  return book.stock <= 0;
}
