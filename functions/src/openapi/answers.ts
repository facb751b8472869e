import type { AnySchema } from 'yup';
import type { JsonAnswer } from '../http/endpoint';

/**
 * The pieces endpoint declarations write their answers with (http/endpoint.ts): references to
 * the document's shared components, and the shapes of a JSON answer, a file and an error.
 */

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
export const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const noStoreHeaders = { 'Cache-Control': headerRef('NoStore') };

/**
 * A JSON answer of a domain shape (domain/src, by subject). Its Cache-Control header comes from the
 * endpoint's cache policy; `headers` are any others it carries.
 */
export const json = <S extends AnySchema>(
  description: string,
  shape: S,
  headers?: Record<string, unknown>,
): JsonAnswer<S> => ({ description, ...(headers ? { headers } : {}), shape });

/** An answer without a body (204, 303, 304). */
export const noBody = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
});

/** An error answer described for this endpoint, in the Error shape; never stored. */
export const errorAnswer = (description: string, headers: Record<string, unknown> = noStoreHeaders) => ({
  description,
  headers,
  content: { 'application/json': { schema: schemaRef('Error') } },
});

/** A file to save, named by a Content-Disposition whose file name matches `filename` (a regex). */
const fileDownload = (mediaType: string, schema: Record<string, unknown>, filename: string, description: string) => ({
  description,
  headers: {
    'Content-Disposition': {
      required: true,
      schema: { type: 'string', pattern: `^attachment; filename="${filename}"$` },
    },
  },
  content: { [mediaType]: { schema } },
});

/** A CSV file to save. */
export const csvDownload = (filename: string) =>
  fileDownload('text/csv', { type: 'string' }, filename, 'The file, as a download.');

/** A PDF to save or open. */
export const pdfDownload = (description: string, filename: string) =>
  fileDownload('application/pdf', { type: 'string', format: 'binary' }, filename, description);

/** A bill's or credit note's file name: BS-26-27-000123.pdf. */
/** BS-2026-27-000123.pdf for an older bill, whose number writes the year long. */
export const billFilePattern = '(BS|CN)-([0-9]{2}){1,2}-[0-9]{2}-[0-9]{6,}\\.pdf';

/** A date in a file name or a query: 2026-11-26. */
export const ymd = '[0-9]{4}-[0-9]{2}-[0-9]{2}';

/** What every owner's CSV file is made of. */
export const CSV_RULES =
  'RFC 4180: every cell quoted, quotes doubled, CRLF line ends. A cell that would start with = + - @, a tab or a carriage return starts with an apostrophe instead, so no spreadsheet runs it as a formula; a plain negative number such as -25.5 stays a number.';

/** A path parameter that names a stored document. */
export const BOOK_ID = 'The book id. An id that is not a valid document id names no book (404).';
export const ORDER_ID = 'The order id. An id that is not a valid document id names no order (404).';

/** The body of the POSTs that take none of their own: an empty JSON object. */
export const EMPTY_JSON_BODY = { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
