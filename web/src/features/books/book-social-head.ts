import { categoryLabel, isOutOfStock, shownAuthor, type Book, type BookRating } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import type { SocialHead } from '@web/lib/page-head';

/** The book page's meta description: who wrote it and how it begins. */
export const bookDescription = (book: Book) =>
  `${book.title} by ${shownAuthor(book)}. ${book.description.slice(0, 120)}`;

/**
 * The tags a shared book link is previewed with (Open Graph, Twitter card) and the schema.org
 * Book with its Offer that search engines read. URLs are absolute on `origin`.
 */
export function bookSocialHead(book: Book & { rating?: BookRating }, origin: string): SocialHead {
  // The origin and the site's own path, joined as text: nothing in a path can change the host.
  const url = `${origin}${paths.book(book._id)}`;
  const image = new URL(book.coverImage, origin).href;
  const description = bookDescription(book);
  return {
    tags: {
      'og:type': 'book',
      'og:title': book.title,
      'og:description': description,
      'og:image': image,
      'og:url': url,
      'og:site_name': 'Book Store',
      'book:isbn': book.ISBN,
      'twitter:card': 'summary_large_image',
      'twitter:title': book.title,
      'twitter:description': description,
      'twitter:image': image,
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      // Data for search engines: no Person is made up for a book without an author (decision 032).
      ...(book.author === undefined ? {} : { author: { '@type': 'Person', name: book.author } }),
      isbn: book.ISBN.replace(/-/g, ''),
      description: book.description,
      image,
      url,
      genre: categoryLabel(book.category),
      // Only with at least one review: schema.org's AggregateRating of nothing is an error to crawlers.
      ...(book.rating && book.rating.count >= 1 && book.rating.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: book.rating.average,
              reviewCount: book.rating.count,
              bestRating: 5,
            },
          }
        : {}),
      offers: {
        '@type': 'Offer',
        url,
        price: book.newPrice.toFixed(2),
        priceCurrency: 'INR',
        availability: `https://schema.org/${isOutOfStock(book) ? 'OutOfStock' : 'InStock'}`,
      },
    },
  };
}
