import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true from then on (and at
 * once in a client-rendered page). What depends on the browser (the signed-in header, the cart
 * from local storage, what is near the viewport) shows its server state until this is true, so
 * the first client render matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
