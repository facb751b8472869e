import type { RequestHandler } from 'express';

/** Public catalog answers: the browser keeps them a minute, Hosting's CDN five. */
export const publicCache: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=60, s-maxage=300');
  next();
};

/** Anything personal or privileged is never stored by a browser or a CDN. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};
