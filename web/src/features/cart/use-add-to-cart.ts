import type { Book } from '@bookstore/domain';
import { notify } from '../../lib/notify';
import { useCart } from './cart-context';

/** Adds a book and says what happened: 'Item added!' or 'Already in cart.'. */
export function useAddToCart(): (book: Book) => void {
  const { add } = useCart();
  return (book) => {
    if (add(book)) notify.success('Item added!');
    else notify.warning('Already in cart.');
  };
}
