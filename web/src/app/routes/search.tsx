import { useSearchParams } from 'react-router-dom';
import { BooksError } from '../../components/query-error';
import { useBooks } from '../../lib/books-query';
import { BookCard } from '../../features/books/components/book-card';
import { MIN_QUERY_LENGTH, searchBooks } from '../../features/search/search-books';
import { usePageMeta } from '../../lib/page-meta';

export function Component() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  usePageMeta(q ? `Search: ${q}` : 'Search', 'Search books by title, author or ISBN.');
  const books = useBooks();
  if (books.isError) return <BooksError error={books.error} />;
  if (books.isPending) return <p role="status">Loading...</p>;
  const results = searchBooks(books.data, q);
  return (
    <section aria-labelledby="search-heading">
      <h1 id="search-heading" className="mb-6 text-2xl font-semibold">
        {q ? `Results for “${q}”` : 'Search'}
      </h1>
      {q.length < MIN_QUERY_LENGTH ? (
        <p>Type at least {MIN_QUERY_LENGTH} characters in the search box.</p>
      ) : results.length === 0 ? (
        <p>No books match “{q}”.</p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {results.map((book) => (
            <li key={book._id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
