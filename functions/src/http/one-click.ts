import type { Request } from 'express';
import type { AnyObjectSchema, InferType } from 'yup';
import { InvalidInputError } from '../services/errors';
import { unsupportedMediaType } from './errors';
import { parseWith } from './validate';

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

const ONE_CLICK_FORM = {
  type: 'object',
  properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
  required: ['List-Unsubscribe'],
  additionalProperties: false,
};

/** The documented body of an unsubscribe POST: the page's JSON token, or a mail client's one-click form. */
export const oneClickBodyDoc = (tokenSchemaName: string) => ({
  required: true,
  content: {
    'application/json': { schema: { $ref: `#/components/schemas/${tokenSchemaName}` } },
    'application/x-www-form-urlencoded': { schema: ONE_CLICK_FORM },
    'multipart/form-data': { schema: ONE_CLICK_FORM },
  },
});

/**
 * An unsubscribe POST's token: from the page's JSON body, or, for a mail client's one-click form
 * (RFC 8058), from the List-Unsubscribe URL's query. Validated by the link's shared schema.
 */
export async function unsubscribeTokenOf<S extends AnyObjectSchema>(req: Request, schema: S): Promise<InferType<S>> {
  if (req.is('application/json')) return parseWith(schema, req.body);
  const oneClick = oneClickRequested(req);
  if (oneClick === undefined)
    throw unsupportedMediaType(
      'Send the token as JSON, or post the one-click form (List-Unsubscribe=One-Click) to the link.',
    );
  if (!oneClick)
    throw new InvalidInputError('A one-click unsubscribe posts the form field List-Unsubscribe=One-Click.', {
      'List-Unsubscribe': 'Must be One-Click.',
    });
  return parseWith(schema, req.query);
}
