import type { Request } from 'express';

/** Crawlers that run a page's JavaScript (search engines render pages) are not visitors. */
const CRAWLER = /bot|crawler|spider/i;

/**
 * Whether a beacon counts as a visit. Both checks can only drop a call, never add one, so a
 * forged header gains nothing. A browser marks a request another site's page made
 * (`Sec-Fetch-Site: cross-site`): such a page cannot pump the count with its own visitors.
 */
export function countsAsVisit(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return false;
  return !CRAWLER.test(req.get('user-agent') ?? '');
}
