import { lazy, Suspense, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from '@web/lib/use-hydrated';
import { useNearViewport } from '@web/lib/use-near-viewport';

// Its own chunk, asked for when the section comes within 400 px of the screen: the first load stays in budget.
const BookReviews = lazy(() => import('./book-reviews'));

/** Hashes that lead straight to the reviews (the rating line, the invitation e-mail's link). */
const LINKED = new Set(['#reviews', '#write-review']);

/** The book page's reviews section: its heading is served; the reviews load near the screen. */
export function ReviewsSection({ bookId }: { bookId: string }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, '400px');
  // A link to the reviews loads them at once; never on the server, which renders no lazy chunk.
  const hydrated = useHydrated();
  const linked = LINKED.has(useLocation().hash) && hydrated;
  return (
    <section
      id="reviews"
      ref={ref}
      aria-labelledby="reviews-heading"
      className="mx-auto mt-6 max-w-4xl rounded-lg bg-white p-6 shadow-sm"
    >
      <h2 id="reviews-heading" className="mb-3 text-xl font-bold">
        Reviews
      </h2>
      {(near || linked) && (
        <Suspense fallback={<p role="status">Loading reviews...</p>}>
          <BookReviews bookId={bookId} />
        </Suspense>
      )}
    </section>
  );
}
