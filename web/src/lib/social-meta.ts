import { useContext, useEffect } from 'react';
import { PageHeadContext, type SocialHead } from './page-head';
import { setMeta } from './page-meta';
import { scriptJson } from './script-json';

// Only book pages use this, so it stays out of the first load.
/**
 * Open Graph and Twitter tags and a JSON-LD block for the current page. On the server they go
 * into the served HTML (link previews and search engines do not run scripts); in the browser
 * they are set after a navigation and removed when the page unmounts. `build` gets the site's
 * origin, for absolute URLs. JSON-LD is a data block, not a script, so the CSP does not apply.
 */
export function useSocialMeta(build: ((origin: string) => SocialHead) | null, key: string): void {
  const collector = useContext(PageHeadContext);
  if (build) collector?.declare({ social: build });
  useEffect(() => {
    if (!build) return;
    const { tags, jsonLd } = build(location.origin);
    const added = Object.entries(tags).map(([property, content]) =>
      setMeta(property.startsWith('twitter:') ? 'name' : 'property', property, content),
    );
    // The served page's block (if this page was server-rendered) is replaced, not doubled.
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptJson(jsonLd);
    document.head.append(script);
    return () => {
      added.forEach((meta) => meta.remove());
      script.remove();
    };
    // `key` stands for what `build` makes (the book and its fields).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
