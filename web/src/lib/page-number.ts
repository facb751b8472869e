/** The highest page the API takes; a hand-typed `page` beyond it, or not a number, is page 1 or this. */
const LAST_PAGE_ASKED = 100_000;

/**
 * The page of a paged list `?page=` asks for (search results, a genre's books), as the page and
 * its server render both read it.
 */
export function pageNumberFrom(value: string | null): number {
  const page = value && /^\d+$/.test(value) ? Number(value) : 1;
  return Math.min(Math.max(page, 1), LAST_PAGE_ASKED);
}
