import { CATEGORY_IDS, LOCAL_URLS } from '@bookstore/domain';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { fetchChecked } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

useSeededStore();

/** Home, the 22 genre pages and the seed's books. */
const URL_COUNT = 1 + CATEGORY_IDS.length + SEED_BOOKS.length;

describe('GET /sitemap.xml', () => {
  it('lists the home page, every genre page and every book page on the site’s own origin', async () => {
    const response = await fetchChecked(`${LOCAL_URLS.hosting}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0"/);
    expect(xml).toContain(`<loc>${LOCAL_URLS.hosting}/</loc>`);
    for (const book of SEED_BOOKS) expect(xml).toContain(`<loc>${LOCAL_URLS.hosting}/books/${book.slug}</loc>`);
    // Each genre's first page, by its slug; no genre page twice.
    for (const slug of ['fiction', 'mystery-thriller', 'childrens-books', 'business', 'arts-photography'])
      expect(xml).toContain(`<loc>${LOCAL_URLS.hosting}/genres/${slug}</loc>`);
    const genrePages = xml.match(/<loc>[^<]*\/genres\/[^<]*<\/loc>/g) ?? [];
    expect(new Set(genrePages).size).toBe(22);
    expect(genrePages).toHaveLength(22);
    expect(xml.match(/<url>/g)).toHaveLength(URL_COUNT);
  });
});

/** A GET with a Host header of our choosing (fetch() sets Host from the URL). */
function getWithHost(url: string, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'http' } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /sitemap.xml with forged headers', () => {
  // The CDN caches the sitemap for an hour: one forged request would otherwise serve a
  // stranger's origin to every search engine. The origin is the SITE_ORIGIN param.
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

  it('ignores X-Forwarded-Host and X-Forwarded-Proto through Hosting', async () => {
    const response = await fetchChecked(`${LOCAL_URLS.hosting}/sitemap.xml`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
    });
    expect(response.status).toBe(200);
    const found = locs(await response.text());
    expect(found).toHaveLength(URL_COUNT);
    for (const loc of found) expect(loc.startsWith(`${LOCAL_URLS.hosting}/`), loc).toBe(true);
  });

  it('ignores a forged Host, through Hosting and at the function itself', async () => {
    for (const url of [`${LOCAL_URLS.hosting}/sitemap.xml`, `${LOCAL_URLS.functionBase}/sitemap.xml`]) {
      const { status, text } = await getWithHost(url, 'evil.example');
      expect(status, url).toBe(200);
      expect(text, url).not.toContain('evil.example');
      const found = locs(text);
      expect(found).toHaveLength(URL_COUNT);
      for (const loc of found) expect(loc.startsWith(`${LOCAL_URLS.hosting}/`), loc).toBe(true);
    }
  });
});

describe('GET /robots.txt', () => {
  it('is served statically and keeps private pages out of search engines', async () => {
    const text = await (await fetch(`${LOCAL_URLS.hosting}/robots.txt`)).text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/checkout', '/orders']) expect(text).toContain(`Disallow: ${path}`);
  });
});
