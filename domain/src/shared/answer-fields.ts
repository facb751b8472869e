import { array, boolean, number, string, type AnySchema, type ISchema, type SchemaMetadata } from 'yup';
import { DOCUMENT_ID_PATTERN } from './ids';

/*
 * The pieces the API's answers are declared with. An answer schema is never run: it is the
 * one statement of a shape the API sends, from which come its TypeScript type (`InferType`) and
 * its OpenAPI component (functions/src/openapi/json-schema-from-yup.ts). So its fields say
 * only what is always true of what the API sends, with `.defined()` for a field always there
 * and `.optional()` for one that may be left out.
 */

declare module 'yup' {
  interface CustomSchemaMetadata {
    /**
     * The shape's name: its OpenAPI component (a field holding it becomes a `$ref`), and the
     * domain type of the same name the web client's typed routes use.
     */
    name?: string;
    /** What the document says of it. */
    description?: string;
    /** JSON Schema's `format`, where no yup rule says it ("date-time"). */
    format?: string;
    /** Sample values for readers of the document. */
    examples?: readonly unknown[];
    /** The JSON Schema of a field yup has no type for (a map of messages by field). */
    jsonSchema?: Record<string, unknown>;
    /**
     * An answer that gives back a validated body whole (the store settings): in the document,
     * the body's own schema with every field present and no defaults.
     */
    echoesInput?: boolean;
  }
}

/**
 * The schema with these notes added. yup's own `.meta()` writes into the object its clones
 * share, so a note given to one use of a shared field would show on all of them.
 */
export const described = <S extends AnySchema>(schema: S, meta: SchemaMetadata): S =>
  schema.clone({ meta: { ...schema.spec.meta, ...meta } });

/** A named shape: its component and type name, and what the document says of it. */
export const named = <S extends AnySchema>(name: string, schema: S, description?: string): S =>
  described(schema, { name, ...(description ? { description } : {}) });

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
