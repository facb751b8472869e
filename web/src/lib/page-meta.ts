import { useContext, useEffect } from 'react';
import { documentTitle, PageHeadContext } from './page-head';

export function setMeta(attribute: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.append(meta);
  }
  meta.content = content;
  return meta;
}

/**
 * The document title and meta description for the current page: written into the served HTML
 * when the page renders on the server, set in the browser after each navigation.
 */
export function usePageMeta(title: string, description?: string): void {
  const collector = useContext(PageHeadContext);
  collector?.declare({ title, description });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) setMeta('name', 'description', description);
    // The served page's canonical URL stays true after a client-side navigation.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = location.origin + location.pathname + location.search;
  }, [title, description]);
}
