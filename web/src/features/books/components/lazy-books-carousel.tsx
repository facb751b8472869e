import type { Book } from '@bookstore/domain';
import { lazy } from 'react';
import { WhenNearViewport } from '@web/components/when-near-viewport';

// swiper and the cards load when the carousel nears the screen, keeping the first load small.
const BooksCarousel = lazy(() => import('./books-carousel').then((module) => ({ default: module.BooksCarousel })));

export function LazyBooksCarousel(props: { books: Book[]; label: string }) {
  return (
    <WhenNearViewport>
      <BooksCarousel {...props} />
    </WhenNearViewport>
  );
}
