import type { Book } from '@bookstore/domain';
import { LazyBooksCarousel } from './lazy-books-carousel';

/** Ten books that are not the newest arrivals; the API picks them (positions 8 to 17, newest first). */
export function Recommended({ books }: { books: Book[] }) {
  return (
    <section aria-labelledby="recommended-heading" className="py-10">
      <h2 id="recommended-heading" className="mb-6 text-3xl font-semibold">
        Recommended for you
      </h2>
      <LazyBooksCarousel books={books} label="Recommended for you" />
    </section>
  );
}
