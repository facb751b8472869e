import { pageCount, type BookPage } from '@bookstore/domain';
import { PageLinks, PastLastPage } from '@web/components/page-links';
import { BookCard } from './book-card';

/**
 * One page of a paged list of books (search results, a genre's books): how many there are, the
 * cards in the API's order, and the links to the other pages at `hrefOf(page)`.
 */
export function BookPageList({ books, hrefOf }: { books: BookPage; hrefOf: (page: number) => string }) {
  const pages = pageCount(books);
  return (
    <>
      {/* The list's heading: the cards' titles are h3, and a page's headings go down one level at a time. */}
      <h2 className="mb-6 text-base font-normal text-gray-700" data-testid="result-count">
        {books.total} {books.total === 1 ? 'book' : 'books'}
      </h2>
      {books.books.length === 0 ? (
        <PastLastPage page={books.page} pages={pages} hrefOf={hrefOf} />
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
          {books.books.map((book) => (
            <li key={book._id}>
              <BookCard book={book} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PageLinks page={books.page} pages={pages} hrefOf={hrefOf} />}
    </>
  );
}
