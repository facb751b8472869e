import type { RequestHandler } from 'express';

/**
 * API answers are data, never a page: a browser must not sniff them into HTML, run
 * anything from them or frame them, whatever text a customer stored in an order.
 */
export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
  });
  next();
};
