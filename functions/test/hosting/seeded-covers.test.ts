import { LOCAL_URLS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS, SEED_NEWS } from '../../../seed/catalog';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { get } from '../../../tests/support/http';

// "Never a broken image": every picture the seeded store shows is served by Hosting as an
// image. A missing file goes to the render function (`**`), which answers an HTML page, so the
// status, the content type and the body are what tell a cover from a broken one.

const HOSTING = LOCAL_URLS.hosting;

/**
 * Hosting serves `src` (a path on this site: the seed must work offline) with 200, an image
 * content type and a non-empty body; a generated SVG as image/svg+xml, with SVG markup.
 */
async function expectServedImage(src: string): Promise<void> {
  expect(src, 'a path on this site').toMatch(/^\/[^/]/);
  const response = await fetch(`${HOSTING}${src}`);
  const contentType = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  expect(response.status, src).toBe(200);
  expect(contentType, src).toMatch(/^image\//);
  expect(body.length, src).toBeGreaterThan(0);
  if (src.endsWith('.svg')) {
    expect(contentType, src).toMatch(/^image\/svg\+xml/);
    expect(body.toString('utf8'), src).toMatch(/<svg[\s>]/);
  }
}

useSeededStore({ per: 'suite' });

describe('seeded images are never broken', () => {
  it('every book from GET /api/books has a cover that Hosting serves as an image', async () => {
    const books = await get<Array<{ _id: string; coverImage: string }>>('/books');
    expect(books.status).toBe(200);
    expect(books.body).toHaveLength(SEED_BOOKS.length);
    for (const book of books.body) await expectServedImage(book.coverImage);
  });

  it('every news item from GET /api/news has an image that Hosting serves as an image', async () => {
    const news = await get<Array<{ title: string; image: string }>>('/news');
    expect(news.status).toBe(200);
    expect(news.body).toHaveLength(SEED_NEWS.length);
    for (const item of news.body) await expectServedImage(item.image);
  });
});
