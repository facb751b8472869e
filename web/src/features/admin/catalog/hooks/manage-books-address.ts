import { paths } from '@bookstore/domain/site-paths';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { NavigationType, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import type { AdminBooksPageRequest } from '../api/admin-books';

/** How long the search text must rest before the server is asked. */
export const SEARCH_SETTLE_MS = 300;

/** `page` from the address: a whole number from 1; anything else (missing, 0, "abc") is the first page. */
function pageFrom(text: string | null): number {
  const page = Number(text);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * Manage Books keeps its search and page in the address (`?q=&page=`), so a reload or Back shows
 * the same page. The header's search box rewrites the address at every keystroke, in place (a
 * REPLACE navigation, without `page`, so a new search starts at its first page): that text is
 * asked of the server only once it has rested for SEARCH_SETTLE_MS. Every other move (Previous,
 * Next, Back, a link, a reload) is shown at once.
 */
export function useManageBooksAddress() {
  const [params] = useSearchParams();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const q = (params.get('q') ?? '').trim();
  const page = pageFrom(params.get('page'));
  const wanted = useMemo<AdminBooksPageRequest>(() => ({ q, page }), [q, page]);
  const [settled, setSettled] = useState(wanted);
  const typing = navigationType === NavigationType.Replace && wanted.q !== settled.q;
  if (!typing && settled !== wanted) setSettled(wanted);
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setSettled(wanted), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [typing, wanted]);

  /** A new history entry, so Back returns to the page before. */
  const goToPage = useCallback((next: number) => void navigate(paths.dashboard.manageBooks(q, next)), [navigate, q]);
  /** In place of this entry: the page asked for is past the end (a delete emptied it, or an old link). */
  const replacePage = useCallback(
    (next: number) => void navigate(paths.dashboard.manageBooks(q, next), { replace: true }),
    [navigate, q],
  );
  /**
   * See all: no search, the first page, as a new history entry (Back returns to the search). The
   * header's box follows the address, so it empties too. Already there, it adds no entry.
   */
  const showAll = useCallback(() => {
    if (q || page > 1) void navigate(paths.dashboard.manageBooks());
  }, [navigate, q, page]);
  /** The search and page to show: the address's, once its text has settled. */
  return { shown: typing ? settled : wanted, goToPage, replacePage, showAll };
}
