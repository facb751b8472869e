import { MAX_QUANTITY, quantityLimit } from '@bookstore/domain';
import { useMemo } from 'react';
import { useBooks } from '../../lib/books-query';

/**
 * Copies left of each book, from the cached catalog. Undefined until the list has loaded (or
 * for a book no longer in it): the cart then applies only its own limit, and the order API
 * checks the stock either way.
 */
export function useStockLevels(): (id: string) => number | undefined {
  const { data: books } = useBooks();
  const stock = useMemo(() => new Map(books?.map((book) => [book._id, book.stock])), [books]);
  return (id) => stock.get(id);
}

/** Says why + stopped before the cart's limit of 5: the shelf ran short. */
export function StockNote({ quantity, stock }: { quantity: number; stock: number | undefined }) {
  const limit = quantityLimit(stock);
  if (limit >= MAX_QUANTITY || quantity < limit) return null;
  return (
    <p className="text-sm text-red-700" data-testid="stock-note">
      {limit === 0 ? 'Out of stock' : `Only ${limit} left`}
    </p>
  );
}
