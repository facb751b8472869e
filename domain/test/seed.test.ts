import { describe, expect, it } from 'vitest';
import { coverSvg, newsSvg } from '../../seed/artwork';
import { coverPath, SEED_BOOKS, SEED_NEWS } from '../../seed/catalog';
import { bookSchema, CATEGORIES, isValidIsbn } from '../src';

// The demo catalog `npm start` seeds: at least 40 books, and one in
// every genre, every one with a cover that is never a broken image.
describe('the seeded catalog', () => {
  it('has at least 40 books, at least one in each of the 22 genres, with unique ids and ISBNs', () => {
    expect(SEED_BOOKS.length).toBeGreaterThanOrEqual(40);
    // No genre in the filter shows an empty row.
    expect(new Set(SEED_BOOKS.map((book) => book.category))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
    expect(new Set(SEED_BOOKS.map((book) => book.slug)).size).toBe(SEED_BOOKS.length);
    expect(new Set(SEED_BOOKS.map((book) => book.ISBN)).size).toBe(SEED_BOOKS.length);
    expect(SEED_BOOKS.some((book) => book.trending)).toBe(true);
  });

  it('passes the same book schema the owner’s form and the API use', () => {
    for (const { slug, ...book } of SEED_BOOKS) {
      expect(isValidIsbn(book.ISBN), slug).toBe(true);
      expect(
        () => bookSchema.validateSync({ ...book, coverImage: coverPath({ slug }) }, { strict: false }),
        slug,
      ).not.toThrow();
    }
  });

  it('draws every cover and news image as well-formed SVG that names the book', () => {
    for (const book of SEED_BOOKS) {
      const svg = coverSvg(book.title, book.author);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="600"[^>]*>.*<\/svg>$/s);
      expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
      expect(svg).toContain(book.author.replace(/&/g, '&amp;'));
    }
    for (const item of SEED_NEWS) expect(newsSvg(item.title)).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
  });
});
