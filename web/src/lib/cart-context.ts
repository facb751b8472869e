import type { Book, CartLine } from '@bookstore/domain';
import { createContext, useContext } from 'react';

// What every feature may read and do with the cart. Its state lives in the cart feature
// (features/cart/cart-provider.tsx), which app/ mounts: features never import each other.

export interface CartState {
  lines: CartLine[];
  count: number;
  subtotal: number;
  /** Adds the book with quantity 1; false when it was already in the cart. */
  add: (book: Book) => boolean;
  /** `stock`, when known, lowers the limit of 5 to the copies left. */
  increment: (id: string, stock?: number) => void;
  decrement: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
}

export const CartContext = createContext<CartState | null>(null);

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart must be used inside <CartProvider>');
  return state;
}
