import { CATEGORIES, genreSlug } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import type { Response } from 'express';
import { siteOrigin } from '../config';
import { ownCache } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { NotFoundError } from '../services/errors';
import { catalogIndex } from '../services/catalog/instance-catalog';
import { sitemapFile, sitemapFileCount, sitemapIndex, urlSet, type SitemapUrl } from '../services/catalog/sitemap';

/**
 * Home, the first page of every genre (its other pages are its links), then every book page,
 * newest first, from the catalog index (no Firestore read).
 */
async function siteUrls(base: string): Promise<SitemapUrl[]> {
  const index = await catalogIndex();
  const genres = CATEGORIES.map((category) => ({ loc: `${base}${paths.genre(genreSlug(category.id))}` }));
  return [{ loc: `${base}${paths.home}` }, ...genres].concat(
    index.newest.items.map(({ book }) => ({
      loc: `${base}${paths.book(book._id)}`,
      lastmod: book.updatedAt.slice(0, 10),
    })),
  );
}

function sendXml(res: Response, xml: string): void {
  res.set('Content-Type', 'application/xml; charset=utf-8');
  res.send(xml);
}

/** The CDN keeps this an hour, so nothing in it may come from the request. */
const SITEMAP_CACHE = ownCache('public, max-age=0, s-maxage=3600');

const xmlAnswer = (description: string) => ({
  description,
  content: { 'application/xml': { schema: { type: 'string' } } },
});

/** GET /sitemap.xml (rewritten to the function by Hosting): the URLs, or past 45,000 an index of files. */
export const getSitemap = endpoint({
  operationId: 'getSitemap',
  method: 'get',
  path: '/sitemap.xml',
  access: 'anyone',
  cache: SITEMAP_CACHE,
  tags: ['meta'],
  summary: 'The sitemap: the home page, every genre page and every book page',
  description:
    'Served by the same function (Hosting rewrites /sitemap.xml to it). Every URL is on the configured site origin (the SITE_ORIGIN param), whatever Host or X-Forwarded-Host the request names. Past 45,000 URLs it is a sitemap index naming /sitemap-1.xml, /sitemap-2.xml, … of at most 45,000 URLs each.',
  answers: { '200': xmlAnswer('A sitemaps.org urlset.') },
  handle: async ({ res }) => {
    const base = siteOrigin();
    const urls = await siteUrls(base);
    const files = sitemapFileCount(urls.length);
    sendXml(res, files === 0 ? urlSet(urls) : sitemapIndex(base, files));
  },
});

/** GET /sitemap-{n}.xml: the n-th file of the index; 404 past the last, or while one file holds all. */
export const getSitemapFile = endpoint({
  operationId: 'getSitemapFile',
  method: 'get',
  path: '/sitemap-{file}.xml',
  access: 'anyone',
  cache: SITEMAP_CACHE,
  tags: ['meta'],
  summary: 'One file of the sitemap index, when the site has more than 45,000 URLs',
  params: { file: { schema: { type: 'string', pattern: '^[1-9][0-9]*$' } } },
  answers: { '200': xmlAnswer('A sitemaps.org urlset of at most 45,000 URLs.'), '404': 'NotFound' },
  handle: async ({ params, res }) => {
    const file = /^[1-9]\d{0,5}$/.test(String(params.file)) ? Number(params.file) : 0;
    const urls = await siteUrls(siteOrigin());
    if (!(file >= 1 && file <= sitemapFileCount(urls.length))) throw new NotFoundError('No such sitemap file.');
    sendXml(res, urlSet(sitemapFile(urls, file)));
  },
});
