import type { Request, RequestHandler } from 'express';
import { listBooks } from '../services/books';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The site's own origin as the visitor sees it (Hosting forwards the original host). */
function origin(req: Request): string {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  const protocol = req.get('x-forwarded-proto')?.split(',')[0] ?? req.protocol;
  return `${protocol}://${host}`;
}

/** GET /sitemap.xml (rewritten to the function by Hosting): home and every book page. */
export const sitemap: RequestHandler = async (req, res) => {
  const base = origin(req);
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
