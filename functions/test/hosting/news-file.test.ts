import { LOCAL_URLS, type NewsFileItem, type NewsItem } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { newsImagePath, SEED_NEWS } from '../../../seed/catalog';
import { db } from '../../../tests/support/emulators';
import { fetchChecked, get } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The specification's client fetches its news from a static `news.json`; the store keeps its news
// in Firestore, so Hosting rewrites /news.json to the function, which answers the same items as
// GET /api/news in the file's shape. Asked here through Hosting, as a browser would.

const NEWS_FILE = `${LOCAL_URLS.hosting}/news.json`;

async function newsFile(): Promise<{ response: Response; items: NewsFileItem[] }> {
  const response = await fetchChecked(NEWS_FILE);
  return { response, items: (await response.json()) as NewsFileItem[] };
}

const withoutId = ({ _id: _ignored, ...item }: NewsItem): NewsFileItem => item;

useSeededStore();

describe('GET /news.json (through Hosting)', () => {
  it('lists the items of GET /api/news, in order, as { title, description, image }', async () => {
    const [{ response, items }, api] = await Promise.all([newsFile(), get<NewsItem[]>('/news')]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json; charset=utf-8$/);
    expect(items).toEqual(api.body.map(withoutId));
    expect(items).toEqual(
      SEED_NEWS.map((item) => ({ title: item.title, description: item.description, image: newsImagePath(item) })),
    );
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['description', 'image', 'title']);
  });

  it('is cached as the news API is: a minute on the CDN, revalidated by browsers', async () => {
    const [{ response }, api] = await Promise.all([newsFile(), get('/news')]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('cache-control')).toBe(api.headers.get('cache-control'));
  });

  it("carries the site's security headers, and the function's own data-only policy", async () => {
    const { response } = await newsFile();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Hosting lays the page policy over the function's answer; the function's own is checked at its door.
    const direct = await fetchChecked(`${LOCAL_URLS.functionBase}/news.json`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(direct.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('follows the stored news: a new item, with text that must stay text, shows in both at once', async () => {
    const odd = {
      title: 'समाचार: <script>alert(1)</script> $& $1',
      description: '“Quotes” & <b>tags</b> stay text; \\ and \u2028 too.',
      image: '/news/festival-of-letters.svg',
      order: SEED_NEWS.length + 1,
    };
    await db.collection('news').doc('odd-item').set(odd);
    const [{ items }, api] = await Promise.all([newsFile(), get<NewsItem[]>('/news')]);
    expect(items).toEqual(api.body.map(withoutId));
    expect(items.at(-1)).toEqual({ title: odd.title, description: odd.description, image: odd.image });
    // Sent as UTF-8 JSON with nosniff (checked above), so the markup in it is never run as a page.
    const raw = Buffer.from(await (await fetchChecked(NEWS_FILE)).arrayBuffer()).toString('utf8');
    expect(raw).toContain('समाचार');

    await db.collection('news').doc('odd-item').delete();
    expect((await newsFile()).items).toHaveLength(SEED_NEWS.length);
  });

  it('answers an empty list when there is no news', async () => {
    const all = await db.collection('news').get();
    await Promise.all(all.docs.map((doc) => doc.ref.delete()));
    const { response, items } = await newsFile();
    expect(response.status).toBe(200);
    expect(items).toEqual([]);
  });
});
