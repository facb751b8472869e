import { genreSlugOf } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { BooksError } from '@web/components/query-error';
import { CarouselPlaceholder } from '@web/components/carousel-placeholder';
import { useTopSellers } from '../api/top-sellers';
import { BooksCarousel } from './books-carousel';

/** The ranking of one genre ('' for all): the next page loads when the shopper reaches the last book. */
export function TopSellersCarousel({ genre }: { genre: string }) {
  const topSellers = useTopSellers(genre);
  if (topSellers.isError) return <BooksError error={topSellers.error} />;
  // Not the previous genre's books meanwhile: they would sit under the new genre's name.
  if (topSellers.isPending) return <CarouselPlaceholder />;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = topSellers;
  const more = () => void fetchNextPage();
  // In this lazy chunk rather than beside the select: the slug needs the genre ids, kept out of the first load.
  const slug = genre ? genreSlugOf(genre) : undefined;
  return (
    <>
      {slug && (
        <p className="-mt-4 mb-4">
          <Link to={paths.genre(slug)} className="font-medium text-blue-700 underline">
            All {genre} books
          </Link>
        </p>
      )}
      <BooksCarousel
        books={topSellers.data}
        label="Top sellers"
        onReachEnd={hasNextPage && !isFetchingNextPage ? more : undefined}
      />
      {isFetchNextPageError && (
        <p role="alert" className="mt-4 text-red-700">
          Could not load more books.{' '}
          <button type="button" onClick={more} className="font-medium text-blue-700 underline">
            Try again
          </button>
        </p>
      )}
    </>
  );
}
