import { describe, expect, it } from 'vitest';
import {
  SITEMAP_URLS_PER_FILE,
  sitemapFile,
  sitemapFileCount,
  sitemapIndex,
  urlSet,
} from '../../src/services/catalog/sitemap';

describe('sitemap files', () => {
  it('keeps up to 45,000 URLs in /sitemap.xml and splits past that into files of at most 45,000', () => {
    expect(SITEMAP_URLS_PER_FILE).toBe(45_000);
    expect(sitemapFileCount(1)).toBe(0);
    expect(sitemapFileCount(45_000)).toBe(0);
    expect(sitemapFileCount(45_001)).toBe(2);
    expect(sitemapFileCount(90_000)).toBe(2);
    expect(sitemapFileCount(90_001)).toBe(3);
  });

  it('puts every URL in exactly one file, in order', () => {
    const urls = Array.from({ length: 11 }, (_, n) => n);
    const files = sitemapFileCount(urls.length, 4);
    expect(files).toBe(3);
    const parts = Array.from({ length: files }, (_, n) => sitemapFile(urls, n + 1, 4));
    expect(parts).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9, 10],
    ]);
    expect(sitemapFile(urls, 4, 4)).toEqual([]);
  });

  it('writes a urlset and an index in the sitemaps.org schema, escaped', () => {
    expect(
      urlSet([
        { loc: 'https://shop.example/?a=1&b=<2>' },
        { loc: 'https://shop.example/books/x', lastmod: '2026-11-01' },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<url><loc>https://shop.example/?a=1&#38;b=&#60;2&#62;</loc></url>' +
        '<url><loc>https://shop.example/books/x</loc><lastmod>2026-11-01</lastmod></url></urlset>\n',
    );
    expect(sitemapIndex('https://shop.example', 2)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        '<sitemap><loc>https://shop.example/sitemap-1.xml</loc></sitemap>' +
        '<sitemap><loc>https://shop.example/sitemap-2.xml</loc></sitemap></sitemapindex>\n',
    );
  });
});
