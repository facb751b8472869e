import type { Request } from 'express';

/**
 * RFC 8058's one-click unsubscribe: a mail client POSTs the List-Unsubscribe URL with the single
 * field `List-Unsubscribe=One-Click`, as a URL-encoded form (which the platform and
 * express.urlencoded parse) or as multipart/form-data (which nothing parses, so its raw bytes
 * are read here). Undefined: the body is not a form at all.
 */
export function oneClickRequested(req: Request): boolean | undefined {
  if (req.is('application/x-www-form-urlencoded')) {
    const body = req.body as Record<string, unknown> | undefined;
    return body?.['List-Unsubscribe'] === 'One-Click';
  }
  if (req.is('multipart/form-data')) {
    const raw = (req as Request & { rawBody?: Buffer }).rawBody?.toString('utf8') ?? '';
    // The part's headers, a blank line, then its value up to the next boundary.
    return /content-disposition:\s*form-data;\s*name="List-Unsubscribe"[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\nOne-Click\r\n/i.test(
      raw,
    );
  }
  return undefined;
}
