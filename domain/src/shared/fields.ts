import { number, string, type AnySchema, type SchemaMetadata } from 'yup';
import { hasAtMostTwoDecimals, MAX_PRICE } from '../money/money';

/** An unpaired UTF-16 surrogate: in `u` mode a proper pair is one code point and never matches. */
const LONE_SURROGATE = /\p{Cs}/u;

export const INVALID_UNICODE_MESSAGE = 'Contains a broken character (invalid Unicode). Please retype this field.';

/**
 * Any text field. JSON can spell a lone surrogate ("\ud800"), but it is no text: it has no
 * UTF-8 form, so encodeURIComponent throws on it (a 500, before this) and anything stored or
 * sent as UTF-8 would silently become U+FFFD. Every string field of every schema is built on
 * this, so the forms and the API refuse it alike (domain/test/schemas.test.ts checks that).
 */
export function text() {
  return string().test(
    'well-formed-unicode',
    INVALID_UNICODE_MESSAGE,
    (value) => typeof value !== 'string' || !LONE_SURROGATE.test(value),
  );
}

/**
 * Text, trimmed. yup's own `.trim()` calls `value.trim()` on whatever arrives, so an array or
 * object where text belongs threw a TypeError (a 500 on the API); this trims only strings
 * and leaves anything else to fail the type check (a 400).
 */
export function trimmedText() {
  return text().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
}

/** A required, trimmed, bounded text field. */
export function requiredText(message: string, max: number) {
  return trimmedText().required(message).max(max, `Must be at most ${max} characters.`);
}

/** A choice from `values`: `required` when absent, `message` (naming them) for anything else. */
export function oneOfText<T extends string>(values: readonly T[], required: string, message: string) {
  return text().strict().typeError(message).required(required).oneOf<T>(values, message);
}

/** An optional note, as written (trimmed; shown escaped wherever it appears): '' when absent. */
export function optionalNote(max: number) {
  return trimmedText()
    .typeError('The note must be text.')
    .max(max, `The note must be at most ${max} characters.`)
    .default('');
}

/**
 * A price in rupees: a real number (never a numeric string), finite, positive,
 * at most two decimals, and below a sanity ceiling.
 */
export function price(label: string) {
  return number()
    .strict()
    .typeError(`${label} must be a number.`)
    .required(`${label} is required.`)
    .test('finite', `${label} must be a finite number.`, (v) => v === undefined || Number.isFinite(v))
    .positive(`${label} must be greater than zero.`)
    .max(MAX_PRICE, `${label} must be at most ${MAX_PRICE}.`)
    .test('two-decimals', `${label} may have at most 2 decimals.`, (v) => v === undefined || hasAtMostTwoDecimals(v));
}

/** A phone number as people type it: digits, spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;

/**
 * The name a `.matches(…, { excludeEmptyString: true })` test is given, so the API document can
 * say the empty string passes too (functions/src/openapi/json-schema-from-yup.ts): yup's
 * description of the test does not.
 */
export const OPTIONAL_MATCH = 'matches-or-empty';

/** An e-mail address: the checkout's, and the owner's customer filter and tools. */
export function emailAddress() {
  return trimmedText().max(254, 'Must be at most 254 characters.').email('Email is not valid.');
}

// The notes a schema carries into the OpenAPI document (its name, its description): here, with
// the fields every form already loads, so a lazy screen's schemas need no chunk of their own.
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
