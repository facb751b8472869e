/**
 * The sitemap protocol allows 50,000 URLs per file; we stop at 45,000 to leave room for the
 * URLs other pages may add. Past that, /sitemap.xml becomes an index of numbered files.
 */
export const SITEMAP_URLS_PER_FILE = 45_000;

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** How many numbered files `count` URLs need; 0 when they fit in /sitemap.xml itself. */
export function sitemapFileCount(count: number, perFile = SITEMAP_URLS_PER_FILE): number {
  return count <= perFile ? 0 : Math.ceil(count / perFile);
}

export function urlSet(urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (url) => `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">${entries.join('')}</urlset>\n`;
}

/** The index naming `/sitemap-1.xml` … `/sitemap-{files}.xml` on `base`. */
export function sitemapIndex(base: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, n) => `<sitemap><loc>${escapeXml(`${base}/sitemap-${n + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">${entries.join('')}</sitemapindex>\n`;
}

/** The URLs of numbered file `file` (1-based); empty past the last. */
export function sitemapFile<T>(urls: readonly T[], file: number, perFile = SITEMAP_URLS_PER_FILE): T[] {
  return urls.slice((file - 1) * perFile, file * perFile);
}
