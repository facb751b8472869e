import { isOutOfStock, type Book } from '@bookstore/domain';

/** 'Out of stock' beside a book whose last copy has sold; nothing while copies remain. */
export function OutOfStockLabel({ book }: { book: Pick<Book, 'stock'> }) {
  if (!isOutOfStock(book)) return null;
  return (
    <p className="font-medium text-red-700" data-testid="out-of-stock">
      Out of stock
    </p>
  );
}
