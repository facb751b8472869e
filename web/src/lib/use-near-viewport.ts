import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * True once the element has come within `margin` of the viewport, and from then on.
 * Below-the-fold sections use it to skip their code, images and layout until a shopper
 * scrolls towards them. Without IntersectionObserver (old browsers, test DOMs) it is true.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '100px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  // The server, and the first client render that hydrates its HTML, show the placeholder.
  return useHydrated() && near;
}
