import type { Request, RequestHandler, Response } from 'express';
import { siteOrigin } from '../config';
import { NotFoundError } from '../services/errors';
import { catalogIndex } from '../services/catalog/catalog-index';
import { sitemapFile, sitemapFileCount, sitemapIndex, urlSet, type SitemapUrl } from '../services/catalog/sitemap';

/** Home and every book page, newest first, from the catalog index (no Firestore read). */
async function siteUrls(base: string): Promise<SitemapUrl[]> {
  const index = await catalogIndex();
  return [{ loc: `${base}/` }].concat(
    index.newest.items.map(({ book }) => ({
      loc: `${base}/books/${encodeURIComponent(book._id)}`,
      lastmod: book.updatedAt.slice(0, 10),
    })),
  );
}

function sendXml(res: Response, xml: string): void {
  // The CDN keeps this an hour, so nothing in it may come from the request.
  res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' });
  res.send(xml);
}

/** GET /sitemap.xml (rewritten to the function by Hosting): the URLs, or past 45,000 an index of files. */
export const sitemap: RequestHandler = async (_req, res) => {
  const base = siteOrigin();
  const urls = await siteUrls(base);
  const files = sitemapFileCount(urls.length);
  sendXml(res, files === 0 ? urlSet(urls) : sitemapIndex(base, files));
};

/** GET /sitemap-{n}.xml: the n-th file of the index; 404 past the last, or while one file holds all. */
export const sitemapPart: RequestHandler = async (req: Request, res) => {
  const file = /^[1-9]\d{0,5}$/.test(String(req.params.file)) ? Number(req.params.file) : 0;
  const urls = await siteUrls(siteOrigin());
  if (!(file >= 1 && file <= sitemapFileCount(urls.length))) throw new NotFoundError('No such sitemap file.');
  sendXml(res, urlSet(sitemapFile(urls, file)));
};
