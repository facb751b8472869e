import { useEffect } from 'react';

const SITE = 'Book Store';

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

/** Sets the document title and meta description for the current page. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
    if (description) setMeta('name', 'description', description);
  }, [title, description]);
}
