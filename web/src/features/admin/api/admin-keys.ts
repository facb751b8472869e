import { useQueryClient } from '@tanstack/react-query';
import { CATALOG_KEY } from '@web/lib/catalog-key';

// The owner's query keys, and the refreshes that span rooms: a cancel restocks books and moves
// the sales figures, so an order's change refreshes the catalog's and the statistics' lists too.

export const ADMIN_STATS = ['admin', 'stats'] as const;
export const ADMIN_BOOKS = ['admin', 'books'] as const;
/** Every list and every single order sits under this key, so one invalidation refreshes them all. */
export const ADMIN_ORDERS = ['admin', 'orders'] as const;
export const orderKey = (id: string) => [...ADMIN_ORDERS, 'one', id] as const;
/** Under ADMIN_ORDERS too: a status change queues an e-mail, and its refresh brings it in. */
export const orderMailKey = (id: string) => [...ADMIN_ORDERS, 'mail', id] as const;
/** One customer's account state as the owner's tools see it; their open-order count moves with every order change. */
export const ADMIN_CUSTOMERS = ['admin', 'customers'] as const;
export const customerKey = (email: string) => [...ADMIN_CUSTOMERS, email] as const;
export const ADMIN_NEWSLETTER = ['admin', 'newsletter'] as const;
/** Waiting counts per book and the reorder list. */
export const ADMIN_STOCK_ALERTS = ['admin', 'stock-alerts'] as const;
/** The shop's settings and the serviceable PIN list's size, one answer (GET /api/admin/settings). */
export const ADMIN_SETTINGS = ['admin', 'settings'] as const;

/** Any change to the catalog drops the cached lists, so every screen shows the new books. */
export function useInvalidateBooks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CATALOG_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_BOOKS }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS }),
      // A restock sends the waiting alerts: the counts drop.
      queryClient.invalidateQueries({ queryKey: ADMIN_STOCK_ALERTS }),
    ]);
}

/**
 * After orders change status, the order lists, the customers' open-order counts, the sales
 * figures (a cancel leaves them) and the book lists (a cancel puts copies back) are all out of date.
 */
export function useRefreshAfterOrderChanges() {
  const queryClient = useQueryClient();
  const invalidateBooks = useInvalidateBooks();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS }),
      queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS }),
      invalidateBooks(),
    ]);
}
