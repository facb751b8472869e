import { Link } from 'react-router-dom';

/** Where page `page` of the list is: a real URL, so a page can be opened in a tab, shared and reloaded. */
type HrefOf = (page: number) => string;

/** Previous / Page x of y / Next under a paged list (search results, a genre's books). */
export function PageLinks({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: HrefOf }) {
  const link = 'rounded-md border border-gray-300 px-4 py-2 font-medium hover:bg-gray-100';
  return (
    <nav aria-label="Result pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 && (
        <Link to={hrefOf(Math.min(page - 1, pages))} rel="prev" className={link}>
          <span aria-hidden="true">← </span>Previous<span className="sr-only"> page</span>
        </Link>
      )}
      <p>
        Page {page} of {pages}
      </p>
      {page < pages && (
        <Link to={hrefOf(page + 1)} rel="next" className={link}>
          Next<span className="sr-only"> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  );
}

/** A hand-typed or stale page number past the list's end: says so, and links the last page. */
export function PastLastPage({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: HrefOf }) {
  return (
    <p>
      There is no page {page}: the results end at{' '}
      <Link to={hrefOf(pages)} className="text-blue-700 underline">
        page {pages}
      </Link>
      .
    </p>
  );
}
