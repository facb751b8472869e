import { GENRE_LABELS } from '@bookstore/domain';
import { lazy, useId, useState } from 'react';
import { WhenNearViewport } from '@web/components/when-near-viewport';
import { useHydrated } from '@web/lib/use-hydrated';

export const CHOOSE_GENRE = 'Choose genre';

// swiper, the cards and the paging load when the carousel nears the screen, keeping the first load small.
const TopSellersCarousel = lazy(() =>
  import('./top-sellers-carousel').then((module) => ({ default: module.TopSellersCarousel })),
);

/** Ranked by copies sold; the genre select asks the API for that genre's ranking, by its label. */
export function TopSellers() {
  const [genre, setGenre] = useState('');
  const selectId = useId();
  // Served as HTML, a choice made before the app is live would be shown but never asked for.
  const live = useHydrated();
  return (
    <section aria-labelledby="top-sellers-heading" className="py-10">
      <h2 id="top-sellers-heading" className="mb-6 text-3xl font-semibold">
        Top Sellers
      </h2>
      <div className="mb-8">
        <label htmlFor={selectId} className="sr-only">
          Filter by genre
        </label>
        <select
          id={selectId}
          value={genre}
          disabled={!live}
          onChange={(event) => setGenre(event.target.value)}
          className="rounded-md border border-gray-400 bg-white px-4 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          <option value="">{CHOOSE_GENRE}</option>
          {/* The label is the value: the API reads it as its genre, so the ids stay out of the first load. */}
          {GENRE_LABELS.map((label) => (
            <option key={label}>{label}</option>
          ))}
        </select>
      </div>
      <WhenNearViewport>
        <TopSellersCarousel genre={genre} />
      </WhenNearViewport>
    </section>
  );
}
