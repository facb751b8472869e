import type { RequestHandler } from 'express';

/**
 * Public catalog answers: Hosting's CDN keeps them a minute; browsers revalidate every time
 * (cheap with the ETag), so an owner's change shows in their own browser at once.
 */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=0, s-maxage=60');
  next();
};

/** Anything personal or privileged is never stored by a browser or a CDN. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
