import type { Book } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { BookCover } from '@web/components/book-cover';
import { Price } from '@web/components/price';
import { AddToCartButton } from './add-to-cart-button';
import { OutOfStockLabel } from './out-of-stock-label';

const SNIPPET_LENGTH = 60;

export function descriptionSnippet(description: string): string {
  return description.length > SNIPPET_LENGTH ? `${description.slice(0, SNIPPET_LENGTH)}...` : description;
}

export function BookCard({ book, eager = false }: { book: Book; eager?: boolean }) {
  return (
    <article
      className="flex flex-col gap-4 rounded-lg sm:flex-row sm:items-center"
      data-testid="book-card"
      data-category={book.category}
    >
      <Link to={paths.book(book._id)} className="block shrink-0 sm:w-36" tabIndex={-1} aria-hidden="true">
        <BookCover src={book.coverImage} title={book.title} eager={eager} />
      </Link>
      <div className="flex flex-col gap-2">
        <h3 className="text-lg font-semibold hover:text-blue-700">
          <Link to={paths.book(book._id)}>{book.title}</Link>
        </h3>
        <p className="text-gray-700">{descriptionSnippet(book.description)}</p>
        <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
        <OutOfStockLabel book={book} />
        <AddToCartButton book={book} className="self-start" />
      </div>
    </article>
  );
}
