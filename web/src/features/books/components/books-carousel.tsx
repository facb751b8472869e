import type { Book } from '@bookstore/domain';
import { startTransition, useEffect, useState } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import '@web/components/swiper-theme.css';
import { BookCard } from './book-card';

/** 1 slide below 768px, 2 at 768 and 1024, 3 from 1180; arrows and keys move it. */
export const BOOK_CAROUSEL = {
  breakpoints: {
    0: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 40 },
    1024: { slidesPerView: 2, spaceBetween: 50 },
    1180: { slidesPerView: 3, spaceBetween: 50 },
  },
  navigation: true,
  keyboard: { enabled: true, onlyInViewport: true },
} satisfies SwiperProps;

/** As many slides as the widest layout shows at once. */
const FIRST_SLIDES = 3;

/**
 * The first slides render with the page; the rest follow in a transition, which React
 * renders in small slices between frames. Rendering all fifty-odd cards of the home page in
 * one go was its longest main-thread task on a phone.
 */
function useProgressiveCount(total: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || total <= FIRST_SLIDES) return;
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, total]);
  return all ? total : Math.min(total, FIRST_SLIDES);
}

export function BooksCarousel({
  books,
  label,
  onReachEnd,
}: {
  books: Book[];
  label: string;
  /** Called when the shopper reaches the last book (for the next page), once every slide is rendered. */
  onReachEnd?: () => void;
}) {
  const shown = useProgressiveCount(books.length);
  if (books.length === 0) return <p className="py-6 text-gray-700">No books to show yet.</p>;
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      {...BOOK_CAROUSEL}
      aria-label={label}
      className="books-carousel"
      onReachEnd={shown === books.length ? onReachEnd : undefined}
    >
      {books.slice(0, shown).map((book, index) => (
        <SwiperSlide key={book._id}>
          <BookCard book={book} eager={index < 3} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
