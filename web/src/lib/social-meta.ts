import { useEffect } from 'react';
import { setMeta } from './page-meta';

// Only book pages use this, so it stays out of the first load.
/**
 * Open Graph tags and a JSON-LD block for the current page, removed when it unmounts.
 * JSON-LD is a data block, not a script, so the CSP's script-src does not apply to it.
 */
export function useSocialMeta(og: Record<string, string> | null, jsonLd: object | null): void {
  const ogKey = JSON.stringify(og);
  const ldKey = JSON.stringify(jsonLd);
  useEffect(() => {
    if (!og || !jsonLd) return;
    const added = Object.entries(og).map(([property, content]) => setMeta('property', property, content));
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
    document.head.append(script);
    return () => {
      added.forEach((meta) => meta.remove());
      script.remove();
    };
    // The keys stand for the objects' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ogKey, ldKey]);
}
