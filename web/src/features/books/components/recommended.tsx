import type { Book } from '@bookstore/domain';
import { LazyBooksCarousel } from './lazy-books-carousel';

/** Positions 8 to 17 of the list: ten books that are not the newest arrivals. */
export function recommendedBooks(books: Book[]): Book[] {
  return books.slice(8, 18);
}

export function Recommended({ books }: { books: Book[] }) {
  return (
    <section aria-labelledby="recommended-heading" className="py-10">
      <h2 id="recommended-heading" className="mb-6 text-3xl font-semibold">
        Recommended for you
      </h2>
      <LazyBooksCarousel books={recommendedBooks(books)} label="Recommended for you" />
    </section>
  );
}
