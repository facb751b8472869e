import { DOCUMENT_ID_PATTERN, EXPORT_RANGE_MAX_DAYS, OPTIONAL_MATCH } from '@bookstore/domain';
import type { AnySchema, SchemaMetadata } from 'yup';

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
  // Issue 39: a filter that only narrows (refundOutstanding=true).
  'only-true': { description: 'Only `true`: leave it out for every order.' },
  // Issue 40 §2: return requests.
  'upi-or-account': { description: 'A UPI ID, or the account holder’s name, account number and IFSC; not both.' },
  'only-approve': { description: 'Only with decision approve.' },
  'pickup-courier-with-awb': { description: 'Approving with a pickup takes its courier and AWB together, or neither.' },
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

/**
 * How a schema is written. A request body or query: as it is validated, objects open (unknown
 * fields are dropped), defaults said. An answer: closed objects whose fields are required unless
 * optional, one-value choices as `const`, and each named shape a `$ref` to its component, found
 * on the way into `components`.
 */
type Mode = { kind: 'input' } | { kind: 'answer'; components: Map<string, FieldDescription> };

const componentRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * The same name for two different shapes would make one component say both. Whether a field
 * holding it may be left out is the holder's business (its `required`), not the shape's.
 */
function registerComponent(components: Map<string, FieldDescription>, name: string, field: FieldDescription): void {
  const shape = { ...field, optional: false, default: undefined };
  const known = components.get(name);
  if (known && JSON.stringify(known) !== JSON.stringify(shape))
    throw new Error(`Two different answer shapes are named "${name}".`);
  components.set(name, shape);
}

/**
 * `echo`: an answer that gives a validated body back whole (the store settings): every field
 * is there, whatever the body may leave out, and no default applies.
 */
function fromDescription(field: FieldDescription, mode: Mode, echo = false): JsonSchema {
  const meta = field.meta ?? {};
  const answer = mode.kind === 'answer';
  const schema: JsonSchema = {};
  const notes: string[] = meta.description ? [meta.description] : [];
  const isInteger = field.tests.some((test) => test.name === 'integer');
  const type = field.type === 'number' && isInteger ? 'integer' : field.type;
  // yup's `mixed` says nothing of the JSON type: the field's jsonSchema does.
  if (type !== 'mixed') schema.type = field.nullable ? [type, 'null'] : type;
  if (meta.format) schema.format = meta.format;

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
  if (answer && !echo && choices.length === 1) schema.const = choices[0];
  else if (choices.length > 0) schema.enum = field.nullable && answer ? [...choices, null] : choices;
  if (field.type === 'object' && field.fields) {
    const entries = Object.entries(field.fields);
    schema.properties = Object.fromEntries(entries.map(([key, inner]) => [key, propertyOf(inner, mode, echo)]));
    const required = echo
      ? entries.map(([key]) => key)
      : entries.filter(([, inner]) => inner.optional === false).map(([key]) => key);
    if (required.length > 0 || answer) schema.required = required;
    if (answer) schema.additionalProperties = false;
  }
  if (field.type === 'array' && field.innerType) schema.items = propertyOf(field.innerType, mode, echo);
  if (field.default !== undefined && field.type !== 'object' && !answer) schema.default = field.default;
  if (meta.examples) schema.examples = [...meta.examples];
  if (meta.jsonSchema) Object.assign(schema, meta.jsonSchema);
  if (notes.length > 0) schema.description = notes.join(' ');
  return schema;
}

/**
 * A field or item: in an answer, a named shape is its component, referred to. A body given back
 * inside an answer is written in place, as the answer has it: all there, closed.
 */
function propertyOf(field: FieldDescription, mode: Mode, echo: boolean, topLevel = false): JsonSchema {
  const name = field.meta?.name;
  if (mode.kind === 'answer' && name && !echo && (topLevel || !field.meta?.echoesInput)) {
    registerComponent(mode.components, name, field);
    return componentRef(name);
  }
  return fromDescription(field, mode, echo || field.meta?.echoesInput === true);
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
  const schema = fromDescription(yupSchema.describe(), { kind: 'input' });
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
  const mode: Mode = { kind: 'answer', components };
  return {
    answerSchemaOf: (yupSchema: AnySchema): JsonSchema => propertyOf(yupSchema.describe(), mode, false, true),
    components: (): Record<string, JsonSchema> => {
      const written: Record<string, JsonSchema> = {};
      // Writing a component may meet more named shapes; go on until every one is written.
      for (let pending = [...components.keys()]; pending.length > 0;) {
        for (const name of pending)
          written[name] = fromDescription(
            components.get(name)!,
            mode,
            components.get(name)!.meta?.echoesInput === true,
          );
        pending = [...components.keys()].filter((name) => !(name in written));
      }
      return written;
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
