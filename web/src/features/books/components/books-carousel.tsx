import type { Book } from '@bookstore/domain';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { BookCard } from './book-card';

/** 1 slide below 768px, 2 at 768 and 1024, 3 from 1180. */
export const BOOK_CAROUSEL_BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 20 },
  768: { slidesPerView: 2, spaceBetween: 40 },
  1024: { slidesPerView: 2, spaceBetween: 50 },
  1180: { slidesPerView: 3, spaceBetween: 50 },
};

export function BooksCarousel({ books, label }: { books: Book[]; label: string }) {
  if (books.length === 0) return <p className="py-6 text-gray-700">No books to show yet.</p>;
  return (
    <Swiper
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true, onlyInViewport: true }}
      breakpoints={BOOK_CAROUSEL_BREAKPOINTS}
      aria-label={label}
      className="books-carousel"
    >
      {books.map((book, index) => (
        <SwiperSlide key={book._id}>
          <BookCard book={book} eager={index < 3} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
