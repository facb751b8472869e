import { formatRupees, type Book } from '@bookstore/domain';
import { useEffect, useState } from 'react';

/** Placeholder until the storefront lands: proves the SPA reaches /api through Hosting. */
export function App() {
  const [books, setBooks] = useState<Book[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/books')
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(setBooks, (reason: Error) => setError(reason.message));
  }, []);
  return (
    <main>
      <h1>Book Store</h1>
      {error && <p role="alert">Error fetching books: {error}</p>}
      {books && (
        <ul>
          {books.map((book) => (
            <li key={book._id}>
              {book.title}, {book.author}: {formatRupees(book.newPrice)}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
