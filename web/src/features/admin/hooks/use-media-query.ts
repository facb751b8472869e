import { useCallback, useSyncExternalStore } from 'react';

/** Whether the CSS media query matches now, following it as the window changes size. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => matchMedia(query).matches);
}

/**
 * At least Tailwind's `sm` (40rem, 640 px): the owner's desk layout (the sidebar, tables, forms
 * beside the list). Narrower is a phone's: the menu button, cards, lists and a bar of next steps
 * at the bottom. Decided in script, so that one layout is rendered, not two hidden by
 * CSS, and the phone's layout adds no styles to the storefront's first load.
 */
export const useWide = (): boolean => useMediaQuery('(min-width: 40rem)');
