import type { Book } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';

/** The promo block: the newest three covers, fanned out. */
export function Banner({ books }: { books: Book[] }) {
  const covers = books.slice(0, 3);
  return (
    <section
      className="flex flex-col-reverse items-center justify-between gap-12 py-12 md:flex-row"
      aria-labelledby="banner-heading"
    >
      <div className="md:w-1/2">
        <h1 id="banner-heading" className="mb-6 text-3xl font-semibold md:text-5xl">
          New Releases This Week
        </h1>
        <p className="mb-8 text-gray-700">
          It's time to update your reading list with some of the latest and greatest releases in the literary world.
          From heart-pumping thrillers to captivating memoirs, this week's new releases offer something for everyone.
        </p>
        <button
          type="button"
          onClick={() => void import('../show-newsletter').then((module) => module.showNewsletter())}
          className="btn-primary"
        >
          Subscribe
        </button>
      </div>
      <div className="relative flex h-72 w-full max-w-sm items-center justify-center md:w-1/2">
        {covers.map((book, index) => (
          <Link
            key={book._id}
            to={paths.book(book._id)}
            className="absolute w-36 transition-transform hover:z-10 hover:scale-105 md:w-44"
            style={{
              transform: `translateX(${(index - 1) * 70}px) rotate(${(index - 1) * 8}deg)`,
              zIndex: index === 1 ? 2 : 1,
            }}
          >
            <img
              src={book.coverImage}
              alt={`Cover of ${book.title}`}
              width={400}
              height={600}
              fetchPriority={index === 1 ? 'high' : 'auto'}
              className="h-auto w-full rounded shadow-xl"
            />
          </Link>
        ))}
      </div>
    </section>
  );
}
