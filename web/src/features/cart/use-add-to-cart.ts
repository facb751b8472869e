import type { Book } from '@bookstore/domain';
import { toast } from 'react-toastify';
import { useCart } from './cart-context';

/** Adds a book and says what happened: 'Item added!' or 'Already in cart.'. */
export function useAddToCart(): (book: Book) => void {
  const { add } = useCart();
  return (book) => {
    if (add(book)) toast.success('Item added!', { autoClose: 1000 });
    else toast.warning('Already in cart.', { autoClose: 1000 });
  };
}
