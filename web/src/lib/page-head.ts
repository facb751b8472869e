import { createContext } from 'react';

/** Open Graph / Twitter tags and a JSON-LD object, built for the site's origin. */
export interface SocialHead {
  tags: Record<string, string>;
  jsonLd: object;
}

/**
 * What a page declares for the document head while it renders on the server: the render function
 * writes it into the served HTML, before any script runs. In the browser there is no collector,
 * and the same hooks set the head in effects instead.
 */
export interface PageHead {
  title?: string;
  description?: string;
  social?: (origin: string) => SocialHead;
}

export interface PageHeadCollector {
  readonly head: PageHead;
  /** Called while rendering (only the server renders with a collector; effects never run there). */
  declare: (part: PageHead) => void;
}

export function createPageHeadCollector(): PageHeadCollector {
  const head: PageHead = {};
  return { head, declare: (part) => Object.assign(head, part) };
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

export const SITE_NAME = 'Book Store';

export const documentTitle = (title: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);
