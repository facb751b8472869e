import { categoryLabel, formatStoreDate, isOutOfStock } from '@bookstore/domain';
import { useParams } from 'react-router-dom';
import { BookCover } from '../../components/book-cover';
import { Price } from '../../components/price';
import { useBook } from '../../features/books/api/books';
import { AddToCartButton } from '../../features/books/components/add-to-cart-button';
import { OutOfStockLabel } from '../../features/books/components/out-of-stock-label';
import { usePageMeta } from '../../lib/page-meta';
import { useSocialMeta } from '../../lib/social-meta';

export function Component() {
  const { id = '' } = useParams();
  const { data: book, isError, isPending } = useBook(id);
  const description = book ? `${book.title} by ${book.author}. ${book.description.slice(0, 120)}` : undefined;
  usePageMeta(book?.title ?? 'Book', description);
  useSocialMeta(
    book
      ? {
          'og:type': 'book',
          'og:title': book.title,
          'og:description': description!,
          'og:image': new URL(book.coverImage, location.origin).href,
          'og:url': location.href,
          'book:isbn': book.ISBN,
        }
      : null,
    book
      ? {
          '@context': 'https://schema.org',
          '@type': 'Book',
          name: book.title,
          author: { '@type': 'Person', name: book.author },
          isbn: book.ISBN.replace(/-/g, ''),
          description: book.description,
          image: new URL(book.coverImage, location.origin).href,
          genre: categoryLabel(book.category),
          offers: {
            '@type': 'Offer',
            price: book.newPrice.toFixed(2),
            priceCurrency: 'INR',
            availability: `https://schema.org/${isOutOfStock(book) ? 'OutOfStock' : 'InStock'}`,
          },
        }
      : null,
  );

  if (isPending)
    return (
      <p role="status" className="py-20 text-center">
        Loading...
      </p>
    );
  if (isError || !book)
    return (
      <p role="alert" className="py-20 text-center text-red-700">
        Error happending to load book info
      </p>
    );
  return (
    <article className="mx-auto max-w-4xl rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-6 text-2xl font-bold">{book.title}</h1>
      <div className="flex flex-col gap-8 sm:flex-row">
        <div className="w-full max-w-xs shrink-0">
          <BookCover src={book.coverImage} title={book.title} eager />
        </div>
        <div className="flex flex-col gap-3">
          <p>
            <strong>Author:</strong> {book.author}
          </p>
          <p>
            <strong>Published:</strong> <time dateTime={book.createdAt}>{formatStoreDate(book.createdAt)}</time>
          </p>
          <p>
            <strong>Category:</strong> {categoryLabel(book.category)}
          </p>
          <p>
            <strong>ISBN:</strong> {book.ISBN}
          </p>
          <p className="text-gray-800">{book.description}</p>
          <Price newPrice={book.newPrice} oldPrice={book.oldPrice} />
          <OutOfStockLabel book={book} />
          <AddToCartButton book={book} className="self-start" />
        </div>
      </div>
    </article>
  );
}
