import { DOCUMENT_ID_PATTERN, EXPORT_RANGE_MAX_DAYS, OPTIONAL_MATCH } from '@bookstore/domain';
import { convertSchema } from '@sodaru/yup-to-json-schema';
import { date, type AnySchema, type SchemaMetadata } from 'yup';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** The parts of yup's `describe()` output that carry a rule a client can check. */
interface FieldDescription {
  type: string;
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  meta?: SchemaMetadata;
  tests: Array<{ name?: string; params?: Record<string, unknown> }>;
  fields?: Record<string, FieldDescription>;
  innerType?: FieldDescription;
}

/**
 * Our own named yup tests, as a reader of the contract needs them. Most cannot be said in
 * JSON Schema (a check digit, "new price not above old"), so they become prose; the
 * document-id rule is a pattern. A test not listed here is caught by functions/test/hosting/openapi.test.ts.
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
  'at-most-a-year': { description: `At most ${EXPORT_RANGE_MAX_DAYS} days from \`from\`, both dates included.` },
  'document-id': {
    pattern: DOCUMENT_ID_PATTERN.source,
    description: 'A document id; names of the form __x__ are refused.',
  },
  // The order-to-cash inputs.
  'unique-prefixes': { description: 'Each prefix at most once.' },
  'unique-exclusions': { description: 'Each PIN code or prefix at most once.' },
  'above-minimum': { description: 'Not below `minOrder`.' },
  https: { description: 'An https:// link.' },
  placeholder: { description: 'Contains {awb}, where the consignment number goes.' },
  'payee-with-vpa': { description: 'A payee name is required with a UPI ID.' },
  'only-shipped': { description: 'Only with status shipped.' },
  'only-returned': { description: 'Only with status returned.' },
  'courier-with-awb': { description: 'Marking an order shipped takes the courier and the AWB together, or neither.' },
  // A filter that only narrows (refundOutstanding=true).
  'only-true': { description: 'Only `true`: leave it out for every order.' },
  // Return requests.
  'upi-or-account': { description: 'A UPI ID, or the account holder’s name, account number and IFSC; not both.' },
  'only-approve': { description: 'Only with decision approve.' },
  'pickup-courier-with-awb': { description: 'Approving with a pickup takes its courier and AWB together, or neither.' },
  // The parcel paperwork.
  'unique-orders': { description: 'Each order at most once.' },
  'orders-or-all-confirmed': { description: 'Give `orderIds` or `allConfirmed: true`, not both.' },
  // Every text field: JSON can spell a lone surrogate ("\ud800"); it is refused with a 400.
  'well-formed-unicode': { description: 'Well-formed Unicode (no unpaired UTF-16 surrogates).' },
  // JSON numbers are always finite.
  finite: {},
  // Strict strings with .trim(): the value must arrive trimmed.
  trim: { description: 'Without leading or trailing spaces.' },
};

/** yup's built-in tests the document says: as JSON Schema keywords, by the library or `completed` below. */
const BUILT_IN_TESTS = new Set(['required', 'min', 'max', 'length', 'matches', 'email', 'integer', OPTIONAL_MATCH]);

export const KNOWN_YUP_TESTS: ReadonlySet<string> = new Set([...BUILT_IN_TESTS, ...Object.keys(NAMED_TESTS)]);

/**
 * The library's converter for each yup type: type, nullable, choices, bounds, lengths, patterns,
 * e-mail, integers, properties and their `required`, items, defaults and `meta.jsonSchema`. It
 * exports only `convertSchema`, which hands any converter it is given the whole set, so one for
 * `date` takes the set once. JSON has no dates (the API writes times as ISO strings), so a yup
 * date() stays refused. The converters are given our own `describe()`: `convertSchema` describes
 * with options, which settles each `.when()` as if every field were missing (decision 076).
 */
type Converter = (field: FieldDescription, converters: Converters) => JsonSchema;
type Converters = Record<string, Converter>;
const LIBRARY: Converters = (() => {
  let converters: Converters = {};
  const takeSet = (_: unknown, all: unknown) => ((converters = { ...(all as Converters) }), {});
  // Its type asks for every converter, though it fills in those left out.
  convertSchema(date(), { converters: { date: takeSet } as never });
  converters.date = () => {
    throw new Error('A yup date() has no JSON form: write a time as an ISO string (isoTime, calendar-day).');
  };
  return converters;
})();

/**
 * How a schema is written. A request body or query: as it is validated, objects open (unknown
 * fields are dropped), defaults said. An answer: closed objects whose fields are required unless
 * optional, one-value choices as `const`, and each named shape a `$ref` to its component, found
 * on the way into `components`. `echo`: an answer that gives a validated body back whole (the
 * store settings): every field is there, whatever the body may leave out, and no default applies.
 */
type Mode = { kind: 'input' } | { kind: 'answer'; components: Map<string, FieldDescription>; echo: boolean };

/**
 * A named answer shape, as a `$ref` to its component. The same name for two different shapes
 * would make one component say both. Whether a field holding it may be left out is the holder's
 * business (its `required`), not the shape's.
 */
function referred(components: Map<string, FieldDescription>, field: FieldDescription, name: string): JsonSchema {
  const shape = { ...field, optional: false, default: undefined };
  const known = components.get(name);
  if (known && JSON.stringify(known) !== JSON.stringify(shape))
    throw new Error(`Two different answer shapes are named "${name}".`);
  components.set(name, shape);
  return { $ref: `#/components/schemas/${name}` };
}

/** What the library cannot say: our named tests, yup's required and optional patterns, and the answers' rules. */
function completed(field: FieldDescription, schema: JsonSchema, mode: Mode): JsonSchema {
  const meta = field.meta ?? {};
  const answer = mode.kind === 'answer';
  const echo = answer && mode.echo;
  const notes: string[] = meta.description ? [meta.description] : [];
  if (meta.format) schema.format = meta.format;
  for (const { name = '', params = {} } of field.tests) {
    const named = NAMED_TESTS[name];
    if (named) {
      const { description, ...keywords } = named;
      Object.assign(schema, keywords);
      if (typeof description === 'string') notes.push(description);
    }
    // yup's required() refuses the empty string.
    if (field.type === 'string' && name === 'required') schema.minLength = Math.max(1, Number(schema.minLength ?? 0));
    // An optional field's pattern (`excludeEmptyString`): the empty string passes too.
    if (name === OPTIONAL_MATCH && params.regex instanceof RegExp) schema.pattern = `^$|${params.regex.source}`;
  }
  // In an answer a one-value choice is a constant, and a nullable one may be null.
  if (answer && Array.isArray(schema.enum)) {
    const choices: unknown[] = schema.enum;
    if (!echo && choices.length === 1) {
      delete schema.enum;
      schema.const = choices[0];
    } else if (field.nullable) schema.enum = [...choices, null];
  }
  if (field.type === 'object' && answer) {
    schema.required = echo ? Object.keys(field.fields ?? {}) : (schema.required ?? []);
    schema.additionalProperties = false;
  }
  // An object's default is yup's sum of its fields' own, which each field says; an answer has none.
  if (answer || field.type === 'object') delete schema.default;
  if (meta.examples) schema.examples = [...meta.examples];
  if (notes.length > 0) schema.description = notes.join(' ');
  return schema;
}

/** A shape written in full: the library's schema of it, completed, each field in it as `fieldSchema` says. */
function written(field: FieldDescription, mode: Mode): JsonSchema {
  const inner = (innerField: FieldDescription) => fieldSchema(innerField, mode);
  const converters = Object.fromEntries(Object.keys(LIBRARY).map((type) => [type, inner]));
  return completed(field, LIBRARY[field.type]!(field, converters), mode);
}

/**
 * A field or item: in an answer, a named shape is its component, referred to. A body given back
 * inside an answer is written in place, as the answer has it: all there, closed.
 */
function fieldSchema(field: FieldDescription, mode: Mode): JsonSchema {
  if (mode.kind === 'answer' && !mode.echo) {
    if (field.meta?.echoesInput) return written(field, { ...mode, echo: true });
    if (field.meta?.name) return referred(mode.components, field, field.meta.name);
  }
  return written(field, mode);
}

/** The name a body's or query's schema is given in domain/src (`named`). */
export function schemaName(yupSchema: AnySchema): string {
  const name = yupSchema.spec.meta?.name;
  if (!name) throw new Error(`A body or query schema has no name: give it one with named() (domain/src, by subject).`);
  return name;
}

/**
 * The JSON Schema a shared yup schema enforces, as far as JSON Schema can say it. Bounds,
 * patterns and choices come from the yup schema itself, so the contract cannot drift from
 * what the API validates; `extra` adds what only prose can say.
 */
export function jsonSchemaOf(yupSchema: AnySchema, extra: JsonSchema = {}): JsonSchema {
  const schema = written(yupSchema.describe(), { kind: 'input' });
  const description = [extra.description, schema.description].filter(Boolean).join(' ');
  return { ...schema, ...extra, ...(description ? { description } : {}) };
}

/**
 * The answers' shapes, as the document writes them: `answerSchemaOf` gives the schema an
 * answer's content holds (a named shape as a `$ref`), and `components` every named shape met
 * so far, at any depth, each written once.
 */
export type AnswerShapes = ReturnType<typeof answerShapes>;

export function answerShapes() {
  const components = new Map<string, FieldDescription>();
  const shape = (field: FieldDescription) =>
    written(field, { kind: 'answer', components, echo: field.meta?.echoesInput === true });
  return {
    answerSchemaOf: (yupSchema: AnySchema): JsonSchema => {
      const field = yupSchema.describe();
      return field.meta?.name ? referred(components, field, field.meta.name) : shape(field);
    },
    components: (): Record<string, JsonSchema> => {
      const shapes: Record<string, JsonSchema> = {};
      // Writing a component may meet more named shapes; go on until every one is written.
      for (let pending = [...components.keys()]; pending.length > 0;) {
        for (const name of pending) shapes[name] = shape(components.get(name)!);
        pending = [...components.keys()].filter((name) => !(name in shapes));
      }
      return shapes;
    },
  };
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
