import type { CachePolicy } from './endpoint';

/**
 * Public catalog answers: Hosting's CDN keeps them a minute; browsers revalidate every time
 * (cheap with the ETag), so an owner's change shows in their own browser at once.
 */
export const CATALOG_CACHE: CachePolicy = { name: 'catalog', header: 'public, max-age=0, s-maxage=60' };

/** Anything personal or privileged is never stored by a browser or a CDN. */
export const NO_STORE: CachePolicy = { name: 'no-store', header: 'private, no-store' };

/** A Cache-Control of the endpoint's own (covers, sitemaps, this document). */
export const ownCache = (header: string): CachePolicy => ({ name: 'own', header });
