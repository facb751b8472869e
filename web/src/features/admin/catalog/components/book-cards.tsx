import { formatRupees, type Book } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { StockStepper } from './stock-stepper';

const ACTION = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-4 font-medium';

interface Props {
  books: Book[];
  /** How many wait for a book's back-in-stock mail (the table's Waiting column). */
  waitingFor: (bookId: string) => number;
  onDelete: (id: string, title: string) => void;
}

/**
 * Manage Books on a phone: a card a book, with what the owner changes most (the
 * stock) at the thumb, and Edit and Delete a tap away. Every control is at least 44 × 44 px.
 */
export function BookCards({ books, waitingFor, onDelete }: Props) {
  return (
    <ul className="flex flex-col gap-3" aria-label="Books">
      {books.map((book) => (
        <li
          key={book._id}
          // Positioned: the links' sr-only titles would otherwise stretch the page sideways.
          className="relative flex flex-col gap-3 rounded-lg border border-gray-200 p-3"
          data-testid="book-card"
          aria-labelledby={`card-title-${book._id}`}
        >
          <div className="flex gap-3">
            <img
              src={book.coverImage}
              alt=""
              width={48}
              height={72}
              loading="lazy"
              decoding="async"
              className="h-18 w-12 shrink-0 rounded object-cover shadow-sm"
            />
            <div className="min-w-0 flex-1">
              <h2 id={`card-title-${book._id}`} className="break-words font-medium">
                {book.title}
              </h2>
              {book.author && <p className="break-words text-sm text-gray-700">{book.author}</p>}
              <p className="mt-1 text-sm">
                <span className="font-semibold">{formatRupees(book.newPrice)}</span>
                <span className="text-gray-700">
                  {' · '}
                  Waiting: <span data-testid="book-waiting">{waitingFor(book._id)}</span>
                </span>
              </p>
            </div>
          </div>
          <StockStepper book={book} />
          <div className="flex gap-3">
            <Link to={paths.dashboard.editBook(book._id)} className={`${ACTION} border-blue-700 text-blue-800`}>
              Edit <span className="sr-only">{book.title}</span>
            </Link>
            <button
              type="button"
              onClick={() => onDelete(book._id, book.title)}
              className={`${ACTION} border-red-700 text-red-800`}
            >
              Delete <span className="sr-only">{book.title}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
