import { CATEGORIES, sameCategory, type Book } from '@bookstore/domain';
import { useId, useState } from 'react';
import { LazyBooksCarousel } from './lazy-books-carousel';

export const CHOOSE_GENRE = 'Choose genre';

/** Books of the chosen genre (case-insensitive), or all of them before a choice. */
export function filterByGenre(books: Book[], genre: string): Book[] {
  return genre ? books.filter((book) => sameCategory(book.category, genre)) : books;
}

export function TopSellers({ books }: { books: Book[] }) {
  const [genre, setGenre] = useState('');
  const selectId = useId();
  return (
    <section aria-labelledby="top-sellers-heading" className="py-10">
      <h2 id="top-sellers-heading" className="mb-6 text-3xl font-semibold">
        Top Sellers
      </h2>
      <div className="mb-8">
        <label htmlFor={selectId} className="sr-only">
          Filter by genre
        </label>
        <select
          id={selectId}
          value={genre}
          onChange={(event) => setGenre(event.target.value)}
          className="rounded-md border border-gray-400 bg-white px-4 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <option value="">{CHOOSE_GENRE}</option>
          {CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
      </div>
      <LazyBooksCarousel books={filterByGenre(books, genre)} label="Top sellers" />
    </section>
  );
}
