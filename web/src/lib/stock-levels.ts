import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCart } from './cart-context';
import { cartBooksQuery } from './catalog-query';

/**
 * Copies left of each book in the cart, asked for those books only. Undefined until they have
 * loaded (or for a book no longer sold): the cart then applies only its own limit, and the
 * order API checks the stock either way.
 */
export function useStockLevels(): (id: string) => number | undefined {
  const { lines } = useCart();
  const { data: books } = useQuery(cartBooksQuery(lines.map((line) => line._id)));
  const stock = useMemo(() => new Map(books?.map((book) => [book._id, book.stock])), [books]);
  return (id) => stock.get(id);
}
