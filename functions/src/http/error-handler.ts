import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions/logger';
import { BusyError, DomainError, InvalidInputError, TooManyAttemptsError } from '../services/errors';
import { HttpError } from './errors';

const STATUS: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many-attempts': 429,
  busy: 503,
};

export const unknownRoute: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'private, no-store');
  res.status(404).json({ message: `No route for ${req.method} ${req.path}.` });
};

/**
 * Errors are data: the store's refusals (services/errors.ts) get their status here, HTTP
 * ones keep theirs, and anything else is logged with its stack and answered with a bare 500
 * that reveals nothing. No error answer is
 * stored anywhere: the body checks run before the routers set their own Cache-Control, and
 * a CDN must not keep a passing failure of a public route for a minute.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  res.set('Cache-Control', 'private, no-store');
  if (error instanceof DomainError) {
    if (error instanceof TooManyAttemptsError || error instanceof BusyError)
      res.set('Retry-After', String(error.retryAfterSeconds));
    const errors = error instanceof InvalidInputError ? error.errors : undefined;
    res.status(STATUS[error.kind]).json(errors ? { message: error.message, errors } : { message: error.message });
    return;
  }
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  // body-parser style errors (malformed JSON, too large) carry a 4xx status of their own.
  const { status, type } = readFailure(error);
  if (status >= 400 && status < 500) {
    // Express's router throws a URIError (status 400) for a path segment that is not UTF-8 once decoded.
    const message =
      type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error instanceof URIError
          ? 'The address is not valid: it holds text that is not UTF-8.'
          : 'The request could not be read.';
    res.status(status).json({ message: status === 413 ? 'The request body is too large.' : message });
    return;
  }
  logger.error('Unhandled API error', {
    method: req.method,
    path: req.path,
    error: error instanceof Error ? error.stack : String(error),
  });
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

/** The status and type that body-parser puts on the errors it throws; 500 for anything else. */
function readFailure(error: unknown): { status: number; type?: unknown } {
  if (typeof error !== 'object' || error === null) return { status: 500 };
  const { status, type } = error as { status?: unknown; type?: unknown };
  return { status: typeof status === 'number' ? status : 500, type };
}
