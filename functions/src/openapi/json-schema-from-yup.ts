import { DOCUMENT_ID_PATTERN, OPTIONAL_MATCH } from '@bookstore/domain';
import type { AnySchema } from 'yup';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The parts of yup's `describe()` output that carry a rule a client can check. */
interface FieldDescription {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  tests: Array<{ name?: string; params?: Record<string, unknown> }>;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
}

/**
 * Our own named yup tests, as a reader of the contract needs them. Most cannot be said in
 * JSON Schema (a check digit, "new price not above old"), so they become prose; the
 * document-id rule is a pattern. A test not listed here is caught by functions/test/openapi.test.ts.
 */
const NAMED_TESTS: Record<string, JsonSchema> = {
  isbn: { description: 'An ISBN-10 or ISBN-13 with a valid check digit; hyphens and spaces are ignored.' },
  'known-category': { description: 'A category id (case-insensitive; stored lower-case).' },
  'cover-reference': {
    description: 'An absolute http(s) URL, or a path on this site such as /covers/x.svg or /api/covers/{sha256}.',
  },
  'two-decimals': { description: 'At most 2 decimals.' },
  'not-above-old': { description: 'Not more than oldPrice.' },
  'unique-products': { description: 'Each book at most once.' },
  'calendar-day': { format: 'date', description: 'A day on the calendar.' },
  'store-years': { description: 'In the years 2000 to 9999.' },
  'not-before-from': { description: 'Not before `from`.' },
  'document-id': {
    pattern: DOCUMENT_ID_PATTERN.source,
    description: 'A document id; names of the form __x__ are refused.',
  },
  // Issue 30: the order-to-cash inputs.
  'unique-prefixes': { description: 'Each prefix at most once.' },
  'unique-exclusions': { description: 'Each PIN code or prefix at most once.' },
  'above-minimum': { description: 'Not below `minOrder`.' },
  https: { description: 'An https:// link.' },
  placeholder: { description: 'Contains {awb}, where the consignment number goes.' },
  'payee-with-vpa': { description: 'A payee name is required with a UPI ID.' },
  'only-shipped': { description: 'Only with status shipped.' },
  'only-returned': { description: 'Only with status returned.' },
  'courier-with-awb': { description: 'Marking an order shipped takes the courier and the AWB together, or neither.' },
  // Issue 31: the parcel paperwork.
  'unique-orders': { description: 'Each order at most once.' },
  'orders-or-all-confirmed': { description: 'Give `orderIds` or `allConfirmed: true`, not both.' },
  // Every text field: JSON can spell a lone surrogate ("\ud800"); it is refused with a 400.
  'well-formed-unicode': { description: 'Well-formed Unicode (no unpaired UTF-16 surrogates).' },
  // JSON numbers are always finite.
  finite: {},
  // Strict strings with .trim(): the value must arrive trimmed.
  trim: { description: 'Without leading or trailing spaces.' },
};

/** yup's built-in tests that map onto JSON Schema keywords below. */
const BUILT_IN_TESTS = new Set(['required', 'min', 'max', 'length', 'matches', 'email', 'integer', OPTIONAL_MATCH]);

export const KNOWN_YUP_TESTS: ReadonlySet<string> = new Set([...BUILT_IN_TESTS, ...Object.keys(NAMED_TESTS)]);

function fromDescription(field: FieldDescription): JsonSchema {
  const schema: JsonSchema = {};
  const notes: string[] = [];
  const isInteger = field.tests.some((test) => test.name === 'integer');
  const type = field.type === 'number' && isInteger ? 'integer' : field.type;
  schema.type = field.nullable ? [type, 'null'] : type;

  for (const { name = '', params = {} } of field.tests) {
    const named = NAMED_TESTS[name];
    if (named) {
      const { description, ...keywords } = named;
      Object.assign(schema, keywords);
      if (typeof description === 'string') notes.push(description);
      continue;
    }
    if (field.type === 'string') {
      // yup's required() refuses the empty string.
      if (name === 'required') schema.minLength = Math.max(1, Number(schema.minLength ?? 0));
      if (name === 'min') schema.minLength = params.min;
      if (name === 'max') schema.maxLength = params.max;
      if (name === 'length') schema.minLength = schema.maxLength = params.length;
      if (name === 'matches' && params.regex instanceof RegExp) schema.pattern = params.regex.source;
      // An optional field's pattern (`excludeEmptyString`): the empty string passes too.
      if (name === OPTIONAL_MATCH && params.regex instanceof RegExp) schema.pattern = `^$|${params.regex.source}`;
      if (name === 'email') schema.format = 'email';
    } else if (field.type === 'number') {
      if (name === 'min' && 'more' in params) schema.exclusiveMinimum = params.more;
      else if (name === 'min') schema.minimum = params.min;
      if (name === 'max' && 'less' in params) schema.exclusiveMaximum = params.less;
      else if (name === 'max') schema.maximum = params.max;
    } else if (field.type === 'array') {
      if (name === 'min') schema.minItems = params.min;
      if (name === 'max') schema.maxItems = params.max;
    }
  }

  const choices = (field.oneOf ?? []).filter((choice) => choice !== undefined);
  if (choices.length > 0) schema.enum = choices;
  if (field.type === 'object' && field.fields) {
    const entries = Object.entries(field.fields);
    schema.properties = Object.fromEntries(entries.map(([key, inner]) => [key, fromDescription(inner)]));
    const required = entries.filter(([, inner]) => inner.optional === false).map(([key]) => key);
    if (required.length > 0) schema.required = required;
  }
  if (field.type === 'array' && field.innerType) schema.items = fromDescription(field.innerType);
  if (field.default !== undefined && field.type !== 'object') schema.default = field.default;
  if (notes.length > 0) schema.description = notes.join(' ');
  return schema;
}

/**
 * The JSON Schema a shared yup schema enforces, as far as JSON Schema can say it. Bounds,
 * patterns and choices come from the yup schema itself, so the contract cannot drift from
 * what the API validates; `extra` adds what only prose can say.
 */
export function jsonSchemaOf(yupSchema: AnySchema, extra: JsonSchema = {}): JsonSchema {
  const schema = fromDescription(yupSchema.describe());
  const description = [extra.description, schema.description].filter(Boolean).join(' ');
  return { ...schema, ...extra, ...(description ? { description } : {}) };
}

/** Every test name a yup schema uses, at any depth; for the check that each one is documented. */
export function yupTestNames(yupSchema: AnySchema): string[] {
  const names: string[] = [];
  const walk = (field: FieldDescription) => {
    for (const test of field.tests) if (test.name) names.push(test.name);
    Object.values(field.fields ?? {}).forEach(walk);
    if (field.innerType) walk(field.innerType);
  };
  walk(yupSchema.describe());
  return names;
}
