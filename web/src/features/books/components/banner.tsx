import type { Book } from '@bookstore/domain';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** How long the button waits for the footer to arrive before it gives up quietly. */
const FOOTER_WAIT_MS = 10_000;

function focusNewsletter(form: HTMLElement) {
  form.scrollIntoView();
  form.querySelector('input')?.focus({ preventScroll: true });
}

/** Brings the footer's newsletter form into view and puts the cursor in its e-mail box. */
function showNewsletter() {
  const form = document.getElementById('newsletter');
  if (form) return focusNewsletter(form);
  // The footer loads as the end of the page nears the screen (app/layout/root-layout.tsx): go
  // there, and take the box as soon as it arrives.
  window.scrollTo({ top: document.documentElement.scrollHeight });
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById('newsletter');
    if (!arrived) return;
    observer.disconnect();
    focusNewsletter(arrived);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), FOOTER_WAIT_MS);
}

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
        <button type="button" onClick={showNewsletter} className="btn-primary">
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
