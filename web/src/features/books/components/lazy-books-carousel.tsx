import type { Book } from '@bookstore/domain';
import { lazy, Suspense } from 'react';
import { CarouselPlaceholder } from '../../../components/carousel-placeholder';

// swiper is fetched alongside the book list instead of with the page, keeping the first load small.
const BooksCarousel = lazy(() => import('./books-carousel').then((module) => ({ default: module.BooksCarousel })));

export function LazyBooksCarousel(props: { books: Book[]; label: string }) {
  return (
    <Suspense fallback={<CarouselPlaceholder />}>
      <BooksCarousel {...props} />
    </Suspense>
  );
}
