import { array, boolean, number, string, type ISchema, type SchemaMetadata } from 'yup';
import { described } from './fields';
import { DOCUMENT_ID_PATTERN } from './ids';

/*
 * The pieces the API's answers are declared with. An answer schema is never run: it is the
 * one statement of a shape the API sends, from which come its TypeScript type (`InferType`) and
 * its OpenAPI component (functions/src/openapi/json-schema-from-yup.ts). So its fields say
 * only what is always true of what the API sends, with `.defined()` for a field always there
 * and `.optional()` for one that may be left out.
 */

const note = (description?: string): SchemaMetadata => (description ? { description } : {});

export const plainText = (description?: string) => described(string().defined(), note(description));
export const flag = (description?: string) => described(boolean().defined(), note(description));
/** A time as the API writes it: ISO 8601 in UTC. */
export const isoTime = (description?: string) =>
  described(string().defined(), { format: 'date-time', ...note(description) });
/** A whole number of at least `min`. */
export const wholeNumber = (min?: number, description?: string) => {
  const whole = number().defined().integer();
  return described(min === undefined ? whole : whole.min(min), note(description));
};
export const count = (description?: string) => wholeNumber(0, description);
export const rupees = (description = 'Rupees, at most 2 decimals.') =>
  described(number().defined().min(0), { description });
/** A stored document's id. */
export const storedId = () => string().defined().matches(DOCUMENT_ID_PATTERN);
/** One of a fixed list of words. */
export const oneOfWords = <T extends string>(values: readonly T[], description?: string) =>
  described(string<T>().oneOf(values).defined(), note(description));
/** A list of what `item` says, always there. */
export const listOf = <T>(item: ISchema<T>, description?: string) =>
  described(array(item).defined(), note(description));
