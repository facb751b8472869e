import { genreSlug, matchesSearch, type CategoryId } from '@bookstore/domain';
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
 * The genre whose page is measured: one of those the seed has the most books in (three), so the
 * page is a list of books, not "no books yet"; checked against the seed below.
 */
export const BENCH_GENRE: CategoryId = 'mysteryThriller';

/**
 * The four storefront pages the bench measures. A page that does not exist keeps its row with `path: null` and says why
 * in `missing`, so the tables show it missing rather than leaving it out.
 */
export const MEASURED_PAGES: readonly StorefrontPage[] = [
  { label: '/', path: '/' },
  { label: 'book page', path: `/books/${SEED_BOOKS[0]!.slug}` },
  { label: 'search', path: `/search?q=${encodeURIComponent(BENCH_SEARCH)}` },
  { label: 'genre page', path: `/genres/${genreSlug(BENCH_GENRE)}` },
];

/** The pages that exist, with their paths. */
export const pagesToLoad = () =>
  MEASURED_PAGES.filter((page): page is StorefrontPage & { path: string } => page.path !== null);

/** The seed's books the bench's search finds. */
export const seedBooksFound = () => SEED_BOOKS.filter((book) => matchesSearch(book, BENCH_SEARCH)).length;

/** The seed's books in the bench's genre. */
export const seedBooksInGenre = () => SEED_BOOKS.filter((book) => book.category === BENCH_GENRE).length;
