import { matchesSearch } from '@bookstore/domain';
import { SEED_BOOKS } from '../../seed/catalog';

/** A storefront page the bench loads in Chromium and in Lighthouse, by the label its rows carry. */
export interface StorefrontPage {
  label: string;
  /** Its path on Hosting; null when the storefront has no such page (then `missing` says why). */
  path: string | null;
  missing?: string;
}

/**
 * A search that finds several of the seed's books (title or author contain it), so the page is
 * a list of results as shoppers see it, not "no books match"; checked against the seed below.
 */
export const BENCH_SEARCH = 'the';

/**
 * Issue 41's four pages. The storefront has no genre page today: a genre is the Top Sellers
 * select on `/`, which asks the API for that genre's list and changes no URL (the storefront's
 * table of pages has no genre route, web/src/config/paths.ts no genre path). The row stays, saying so, so the
 * tables show the page is missing rather than leaving it out; give it a path when the route exists.
 */
export const MEASURED_PAGES: readonly StorefrontPage[] = [
  { label: '/', path: '/' },
  { label: 'book page', path: `/books/${SEED_BOOKS[0]!.slug}` },
  { label: 'search', path: `/search?q=${encodeURIComponent(BENCH_SEARCH)}` },
  {
    label: 'genre page',
    path: null,
    missing: 'no such page: a genre is the Top Sellers select on /, with no URL of its own',
  },
];

/** The pages that exist, with their paths. */
export const pagesToLoad = () =>
  MEASURED_PAGES.filter((page): page is StorefrontPage & { path: string } => page.path !== null);

/** The seed's books the bench's search finds. */
export const seedBooksFound = () => SEED_BOOKS.filter((book) => matchesSearch(book, BENCH_SEARCH)).length;
