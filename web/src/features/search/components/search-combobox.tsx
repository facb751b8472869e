import { MIN_SEARCH_LENGTH, shownAuthor, SUGGESTION_COUNT } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { catalogSearchQuery } from '../api/search';
import { SEARCH_INPUT_CLASS } from './search-input-class';

/** How long typing must pause before the suggestions are asked for. */
const SUGGEST_AFTER_MS = 200;

/**
 * The header search once the shopper has turned to it (search-box.tsx): suggestions as you type
 * (a combobox with a listbox), Enter for the results page, a suggestion for its book page. The
 * suggestions are the API's first few results for the text once typing pauses; the last list
 * stays up while the next one loads. It takes over the plain field's text and focus.
 */
export function SearchCombobox({ inputId }: { inputId: string }) {
  // The plain field it replaces, read while it is still on the page: what was typed before this
  // code arrived. Keys typed while this renders still go to it; the layout effect picks them up.
  const [plain] = useState(() => document.getElementById(inputId) as HTMLInputElement | null);
  const [query, setQuery] = useState(() => plain?.value ?? '');
  // It comes in because the shopper focused the plain field: it takes the focus over.
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const listId = `${inputId}-list`;
  useLayoutEffect(() => {
    const typed = plain?.value ?? '';
    // The plain field is outside React: its text may have grown between render and commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (typed !== query) setQuery(typed);
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(typed.length, typed.length);
    // Once, as it takes over from the plain field.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const text = useDebouncedValue(query.trim(), SUGGEST_AFTER_MS);
  const wanted = open && text.length >= MIN_SEARCH_LENGTH && query.trim().length >= MIN_SEARCH_LENGTH;
  const { data } = useQuery({
    ...catalogSearchQuery(text, 1, SUGGESTION_COUNT),
    enabled: wanted,
    placeholderData: keepPreviousData,
  });
  const suggestions = wanted ? (data?.books ?? []) : [];

  const finish = (to: string) => {
    setOpen(false);
    setActive(-1);
    setQuery('');
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) finish(paths.book(chosen._id));
      else if (query.trim()) finish(paths.search(query.trim()));
    }
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        // text, not search: HTML allows the combobox role on a text field only.
        type="text"
        enterKeyHint="search"
        name="q"
        placeholder="Search here"
        autoComplete="off"
        role="combobox"
        aria-expanded={suggestions.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKeyDown}
        className={SEARCH_INPUT_CLASS}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        className={
          suggestions.length
            ? 'absolute z-30 mt-1 w-full overflow-hidden rounded-md border border-gray-200 bg-white shadow-lg'
            : 'hidden'
        }
      >
        {suggestions.map((book, index) => (
          <li
            key={book._id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              finish(paths.book(book._id));
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-blue-100' : 'hover:bg-gray-100'}`}
          >
            <span className="font-medium">{book.title}</span>{' '}
            <span className="text-gray-600">by {shownAuthor(book)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
