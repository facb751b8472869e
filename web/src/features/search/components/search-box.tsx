import { MIN_SEARCH_LENGTH, SUGGESTION_COUNT } from '@bookstore/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { catalogSearchQuery } from '../api/search';

/** How long typing must pause before the suggestions are asked for. */
const SUGGEST_AFTER_MS = 200;

/**
 * The header search: suggestions as you type (a combobox with a listbox), Enter for the
 * results page, a suggestion for its book page. The suggestions are the API's first few
 * results for the text once typing pauses; the last list stays up while the next one loads.
 */
export function SearchBox() {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
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
    <div className="relative w-full max-w-md" role="search">
      <label htmlFor={`${listId}-input`} className="sr-only">
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
      <input
        id={`${listId}-input`}
        type="search"
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
        className="w-full rounded-md bg-gray-100 py-2 pl-9 pr-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
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
            <span className="font-medium">{book.title}</span> <span className="text-gray-600">by {book.author}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
