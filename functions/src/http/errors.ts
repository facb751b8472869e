/**
 * A failure of the HTTP exchange itself (the body's size or type), not of the store's rules:
 * those are services/errors.ts. Its status and message are safe to show to the caller.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const payloadTooLarge = (message = 'The request body is too large.') => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
