import {
  addToCart as addLine,
  cartCount,
  cartSubtotal,
  changeQuantity,
  parseStoredCart,
  removeFromCart,
  type Book,
  type CartLine,
} from '@bookstore/domain';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CartContext, type CartState } from '@web/lib/cart-context';
import { useHydrated } from '@web/lib/use-hydrated';

export const CART_STORAGE_KEY = 'cart';
const NO_LINES: CartLine[] = [];

function readStoredCart(): CartLine[] {
  try {
    return parseStoredCart(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return []; // storage disabled
  }
}

/** The cart, kept in local storage so it survives reloads and is shared with other tabs. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [lines, setLines] = useState<CartLine[]>(readStoredCart);

  useEffect(() => {
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    } catch {
      // storage full or disabled: the cart still works for this page
    }
  }, [lines]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) setLines(parseStoredCart(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const add = useCallback(
    (book: Book) => {
      const result = addLine(lines, book);
      if (result.added) setLines(result.cart);
      return result.added;
    },
    [lines],
  );

  // Local storage is the browser's: the server renders an empty cart, and so does the first
  // client render that hydrates that HTML; the stored lines show right after.
  const hydrated = useHydrated();
  const shown = hydrated ? lines : NO_LINES;
  const value = useMemo<CartState>(
    () => ({
      lines: shown,
      count: cartCount(shown),
      subtotal: cartSubtotal(shown),
      add,
      increment: (id, stock) => setLines((current) => changeQuantity(current, id, 1, stock)),
      decrement: (id) => setLines((current) => changeQuantity(current, id, -1)),
      remove: (id) => setLines((current) => removeFromCart(current, id)),
      clear: () => setLines([]),
    }),
    [shown, add],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
