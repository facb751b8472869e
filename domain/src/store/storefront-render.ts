import type { BookPage, HomeCatalog, NewsItem, SearchPage } from '../catalog/catalog-answers';
import type { PolicyPage } from './policy-answers';
import type { BookDetail } from '../reviews/book-detail';

/**
 * What the server-rendered storefront reads. The render function implements it over
 * its services; the web app's server entry asks it for exactly what the matched page shows, all
 * at once, so a page takes at most one Firestore round trip.
 */
export interface StorefrontData {
  home(): Promise<HomeCatalog>;
  news(): Promise<NewsItem[]>;
  /** null when there is no such book. The book with its rating (two reads by id, at once). */
  book(id: string): Promise<BookDetail | null>;
  /** null when the API would refuse the search (the browser then asks it, and shows why). */
  search(q: string, page: number): Promise<SearchPage | null>;
  /** One page of a genre's books ranked by copies sold, as the API's Top Sellers answers it; null for no such genre. */
  genre(id: string, page: number): Promise<BookPage | null>;
  /** One of the shop's policies as its page shows it; null when there is no such policy. */
  policy(kind: string): Promise<PolicyPage | null>;
}

/** The built client's files the rendered HTML points to (Vite's manifest and index.html). */
export interface RenderAssets {
  /** The client build's index.html, whose head and root the render fills in. */
  template: string;
  /** Vite's client manifest: the chunks to preload for the matched route. */
  manifest: Record<string, { file: string; imports?: string[]; css?: string[] }>;
}

export interface RenderRequest {
  /**
   * The configured public origin (`SITE_ORIGIN`). Every absolute URL of the page is this plus a
   * path of the site's own, never the request's Host or a URL parsed from the raw path, where
   * `//evil.example/…` names another host (decision 034).
   */
  origin: string;
  /** The path and query the visitor asked for, starting with a single `/`. */
  path: string;
  data: StorefrontData;
  assets: RenderAssets;
}

/**
 * A page to send. `shell` is a client-rendered route (the cart, checkout, the owner's area): the
 * template as built, nothing rendered, nothing personal. Otherwise `html` is the whole document.
 */
export type RenderedPage =
  { kind: 'shell'; status: 200; html: string } | { kind: 'page'; status: 200 | 404; html: string };
