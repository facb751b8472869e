import type { RequestHandler } from 'express';
import { siteOrigin } from '../config';
import { listBooks } from '../services/books';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** GET /sitemap.xml (rewritten to the function by Hosting): home and every book page. */
export const sitemap: RequestHandler = async (_req, res) => {
  // The CDN keeps this an hour, so nothing in it may come from the request.
  const base = siteOrigin();
  const books = await listBooks();
  const urls = [`<url><loc>${escapeXml(`${base}/`)}</loc></url>`].concat(
    books.map(
      (book) =>
        `<url><loc>${escapeXml(`${base}/books/${encodeURIComponent(book._id)}`)}</loc><lastmod>${book.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  );
  res.set({ 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=3600' });
  res.send(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`,
  );
};
