import express, { type Request, type RequestHandler } from 'express';
import { payloadTooLarge, unsupportedMediaType } from './errors';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Cloud Functions (and its emulator) read and parse every body up to 32 MB before Express
 * runs, keeping the bytes in `req.rawBody`; a parser limit here would never fire. So the cap
 * is checked on those bytes, or on Content-Length when the app runs on its own.
 */
function bodySize(req: Request): number {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw) return raw.length;
  const declared = Number(req.get('content-length'));
  return Number.isFinite(declared) ? declared : 0;
}

export function limitBody(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    if (bodySize(req) > maxBytes)
      throw payloadTooLarge(`The request body is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
    next();
  };
}

/**
 * Every body this API takes is JSON. Anything else would reach the handlers as a string or
 * a Buffer (the platform parses text and raw bodies too), so it is refused up front.
 */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (METHODS_WITH_BODY.has(req.method) && !req.is('application/json')) {
    throw unsupportedMediaType('Send the request body as JSON (Content-Type: application/json).');
  }
  next();
};

/** The API's JSON body: at most `maxBytes`, parsed (when the app runs on its own), and JSON only. */
export const jsonBodyReading = (maxBytes: number): RequestHandler[] => [
  limitBody(maxBytes),
  express.json({ limit: maxBytes }),
  requireJsonBody,
];
