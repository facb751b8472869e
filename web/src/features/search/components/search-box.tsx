import { paths } from '@bookstore/domain/site-paths';
import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import { SEARCH_INPUT_CLASS } from './search-input-class';

// The suggestions' code (the combobox, its keys and its query) is fetched when the shopper first
// turns to the search field, not with every page: a phone's first load is at its budget.
const loadCombobox = () => import('./search-combobox');
const SearchCombobox = lazy(() => loadCombobox().then((module) => ({ default: module.SearchCombobox })));

/**
 * The header search. It is a real form: without JavaScript, or before the combobox arrives,
 * Enter asks the server for /search?q=. Focusing it brings in the combobox,
 * which takes over the field with whatever was typed meanwhile.
 */
export function SearchBox() {
  const inputId = useId();
  const [engaged, setEngaged] = useState(false);
  const engage = () => {
    if (engaged) return;
    void loadCombobox();
    // A transition: the plain field stays (with its focus and text) until the combobox is ready
    // (see the Suspense boundary below).
    startTransition(() => setEngaged(true));
  };
  // A shopper who turned to the field before the page's script arrived (it was served as HTML)
  // gets the combobox as soon as the page is live, with what they typed.
  useEffect(() => {
    const field = document.getElementById(inputId) as HTMLInputElement | null;
    if (field && (document.activeElement === field || field.value)) engage();
    // Once, when the page becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const plainField = (
    <input
      id={inputId}
      type="search"
      name="q"
      placeholder="Search here"
      autoComplete="off"
      onFocus={engage}
      className={SEARCH_INPUT_CLASS}
    />
  );
  return (
    <form className="relative w-full max-w-md" role="search" action={paths.searchPage} method="get">
      <label htmlFor={inputId} className="sr-only">
        Search books
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-600"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      {/* One boundary, there from the start: a transition that suspends in a boundary already
          on screen keeps what it shows (the plain field, with its focus and text) until the
          combobox is ready. A boundary mounted by the transition itself would show its fallback
          at once, a new input, and a shopper typing then lost the focus and their Enter. */}
      <Suspense fallback={plainField}>{engaged ? <SearchCombobox inputId={inputId} /> : plainField}</Suspense>
    </form>
  );
}
