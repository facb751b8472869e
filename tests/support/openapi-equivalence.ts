/**
 * Compares two OpenAPI 3.1 documents by what they promise a client, not by how they are written,
 * and names every place they differ ("POST /api/orders → 201 → headers → Location: missing").
 *
 * The OpenAPI document is generated from the endpoints' declarations; the test that uses this
 * (functions/test/unit/openapi-fixture.test.ts) holds the generated one to a frozen copy of the
 * hand-written one. A generator writes the same contract differently, so the comparison forgives what does
 * not change the contract and nothing else:
 *
 * - Key order. JSON objects have none.
 * - Annotations: `description`, `summary`, `example`, `examples`, `$comment`. Prose and samples;
 *   no client or validator acts on them. Only where they are keywords: a property or header
 *   named "description" is still compared.
 * - Where a `$ref` points, when one side refers and the other inlines (or refers under another
 *   name): the target is looked up and compared in its place, so moving a schema into or out of
 *   components is no change. Two identical `$ref`s are equal where they stand; the component
 *   itself is compared once, under components, rather than at every use (one change, one line).
 * - Order where it means nothing: parameters (keyed by `in` and `name`, the path item's own merged
 *   into each operation, as OpenAPI applies them), top-level tags (keyed by name), and the values
 *   of `required`, `enum`, `type`, operation `tags` and `security`.
 * - `required`, `deprecated` and `allowEmptyValue` set to false, which is what leaving them out means.
 *
 * Everything else is compared exactly: every path, method, operationId, parameter (with its
 * schema), request body, response status, media type, schema keyword and header.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ANNOTATIONS = new Set(['description', 'summary', 'example', 'examples', '$comment']);

/** Keywords whose value is an object keyed by names the author chose, each holding keywords again. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'links',
  'callbacks',
  'pathItems',
  'content',
  'encoding',
  'variables',
  'webhooks',
  'mapping',
  'scopes',
]);

/** Arrays whose order carries no meaning: compared as sets of values. */
const UNORDERED = new Set(['required', 'enum', 'type', 'security', 'tags']);

/** Keywords whose false is their default: false and absent are the same promise. */
const FALSE_BY_DEFAULT = new Set(['required', 'deprecated', 'allowEmptyValue']);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A short rendering of a value for a message: the whole of a scalar, the kind of anything bigger. */
function shown(value: Json | undefined): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (isObject(value)) return 'an object';
  return JSON.stringify(value);
}

/** One JSON text per value whatever the key order, so sets of objects compare by content. */
function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const place = (at: string[]) => at.join(' → ');

/** A field as text for a key or a message: a string as it is, anything else as its JSON. */
const text = (value: Json | undefined) => (typeof value === 'string' ? value : canonical(value ?? null));

/** A parameter is one per place and name: "query sort", "path id". */
const parameterKey = (parameter: JsonObject) => `${text(parameter.in)} ${text(parameter.name)}`;

class Comparison {
  readonly differences: string[] = [];
  /** The `$ref` pairs being compared right now: a schema that contains itself ends here. */
  private readonly following = new Set<string>();

  constructor(
    private readonly expectedDocument: JsonObject,
    private readonly actualDocument: JsonObject,
  ) {}

  report(at: string[], problem: string): void {
    this.differences.push(`${place(at)}: ${problem}`);
  }

  /** Follows a local `$ref` (`#/components/schemas/Book`); what sits beside it still applies. */
  private resolve(at: string[], value: JsonObject, document: JsonObject, side: string): JsonObject | undefined {
    const ref = value.$ref;
    if (typeof ref !== 'string') return value;
    let target: Json | undefined = document;
    for (const token of ref.replace(/^#\//, '').split('/')) {
      const key = decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~');
      target = isObject(target) ? target[key] : undefined;
    }
    if (!ref.startsWith('#/') || !isObject(target)) {
      this.report(at, `$ref ${ref} in the ${side} points nowhere`);
      return undefined;
    }
    const { $ref: _ref, ...beside } = value;
    return { ...this.resolve(at, target, document, side), ...beside };
  }

  /** Two values at the same place, the expected one from the fixture. */
  value(at: string[], expected: Json | undefined, actual: Json | undefined, names = false): void {
    if (isObject(expected) && isObject(actual)) {
      if (names) this.names(at, expected, actual);
      else this.keywords(at, expected, actual);
    } else if (Array.isArray(expected) && Array.isArray(actual)) {
      this.ordered(at, expected, actual);
    } else if (canonical(expected ?? null) !== canonical(actual ?? null)) {
      this.report(at, `expected ${shown(expected)}, got ${shown(actual)}`);
    }
  }

  /** An object keyed by names (properties, statuses, media types, components): each name must be on both sides. */
  names(at: string[], expected: JsonObject, actual: JsonObject): void {
    for (const name of Object.keys(expected)) {
      if (!(name in actual)) this.report([...at, name], 'missing');
      else this.value([...at, name], expected[name], actual[name]);
    }
    for (const name of Object.keys(actual)) if (!(name in expected)) this.report([...at, name], 'added');
  }

  /** An object of keywords (a schema, an operation, a response): annotations left out. */
  keywords(at: string[], expected: JsonObject, actual: JsonObject): void {
    if (typeof expected.$ref === 'string' || typeof actual.$ref === 'string') {
      if (expected.$ref === actual.$ref) {
        // Same target: compared once under components; only what sits beside the $ref here.
      } else {
        const pair = `${text(expected.$ref)} ${text(actual.$ref)}`;
        if (this.following.has(pair)) return;
        const resolvedExpected = this.resolve(at, expected, this.expectedDocument, 'fixture');
        const resolvedActual = this.resolve(at, actual, this.actualDocument, 'document');
        if (!resolvedExpected || !resolvedActual) return;
        this.following.add(pair);
        this.keywords(at, resolvedExpected, resolvedActual);
        this.following.delete(pair);
        return;
      }
    }
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    for (const key of keys) {
      if (ANNOTATIONS.has(key) || key === '$ref') continue;
      const [e, a] = [expected[key], actual[key]];
      if (FALSE_BY_DEFAULT.has(key) && (e ?? false) === false && (a ?? false) === false) continue;
      if (e === undefined) this.report([...at, key], 'added');
      else if (a === undefined) this.report([...at, key], 'missing');
      else if (!Array.isArray(e) || !Array.isArray(a)) this.value([...at, key], e, a, NAME_MAPS.has(key));
      else if (key === 'parameters') this.parameters(at, e, a);
      // The document's tags are objects named by `name`; an operation's are plain names.
      else if (key === 'tags' && [...e, ...a].some(isObject)) this.keyedList([...at, key], e, a, 'name');
      else if (UNORDERED.has(key)) this.unordered([...at, key], e, a);
      else this.ordered([...at, key], e, a);
    }
  }

  /** allOf, anyOf, prefixItems, servers…: position matters. */
  ordered(at: string[], expected: Json[], actual: Json[]): void {
    if (expected.length !== actual.length) {
      this.report(at, `expected ${expected.length} items, got ${actual.length}`);
    }
    const common = Math.min(expected.length, actual.length);
    for (let index = 0; index < common; index++) this.value([...at, String(index)], expected[index], actual[index]);
  }

  unordered(at: string[], expected: Json[], actual: Json[]): void {
    const expectedSet = new Set(expected.map(canonical));
    const actualSet = new Set(actual.map(canonical));
    for (const item of expectedSet) if (!actualSet.has(item)) this.report(at, `${item} missing`);
    for (const item of actualSet) if (!expectedSet.has(item)) this.report(at, `${item} added`);
  }

  /** A list whose items are named by a field (tags by name): compared by that name, in any order. */
  keyedList(at: string[], expected: Json[], actual: Json[], field: string): void {
    const byName = (items: Json[]) =>
      Object.fromEntries(items.filter(isObject).map((item) => [text(item[field]), item])) as JsonObject;
    this.names(at, byName(expected), byName(actual));
  }

  /** Parameters are one per `in` and `name`: "parameters → query sort". */
  parameters(at: string[], expected: Json[], actual: Json[]): void {
    const byKey = (items: Json[], document: JsonObject, side: string) => {
      const keyed: JsonObject = {};
      for (const item of items) {
        if (!isObject(item)) continue;
        // A parameter behind a $ref is keyed by what it is, so the target is looked up here.
        const parameter = this.resolve([...at, 'parameters'], item, document, side);
        if (parameter) keyed[parameterKey(parameter)] = item;
      }
      return keyed;
    };
    this.names(
      [...at, 'parameters'],
      byKey(expected, this.expectedDocument, 'fixture'),
      byKey(actual, this.actualDocument, 'document'),
    );
  }

  /** Paths, then methods, each operation with its path item's parameters merged in. */
  paths(expected: JsonObject, actual: JsonObject): void {
    for (const path of Object.keys(expected)) if (!(path in actual)) this.report([path], 'missing');
    for (const path of Object.keys(actual)) if (!(path in expected)) this.report([path], 'added');
    for (const path of Object.keys(expected).filter((path) => path in actual)) {
      const e = this.resolve([path], expected[path] as JsonObject, this.expectedDocument, 'fixture');
      const a = this.resolve([path], actual[path] as JsonObject, this.actualDocument, 'document');
      if (!e || !a) continue;
      const { parameters: eShared, ...eItem } = e;
      const { parameters: aShared, ...aItem } = a;
      const methods = (item: JsonObject) => HTTP_METHODS.filter((method) => item[method] !== undefined);
      for (const method of methods(eItem)) {
        if (!isObject(aItem[method])) this.report([`${method.toUpperCase()} ${path}`], 'missing');
      }
      for (const method of methods(aItem)) {
        if (!isObject(eItem[method])) this.report([`${method.toUpperCase()} ${path}`], 'added');
      }
      for (const method of methods(eItem).filter((method) => isObject(aItem[method]))) {
        this.operation(
          `${method.toUpperCase()} ${path}`,
          this.withShared(eItem[method] as JsonObject, eShared),
          this.withShared(aItem[method] as JsonObject, aShared),
        );
      }
      // What else a path item holds (servers, and its summary and description, which are ignored).
      const rest = (item: JsonObject) =>
        Object.fromEntries(Object.entries(item).filter(([key]) => !(HTTP_METHODS as readonly string[]).includes(key)));
      this.keywords([path], rest(eItem), rest(aItem));
    }
  }

  /** A path item's parameters apply to each of its operations, unless the operation has its own of that name. */
  private withShared(operation: JsonObject, shared: Json | undefined): JsonObject {
    if (!Array.isArray(shared) || shared.length === 0) return operation;
    const own = Array.isArray(operation.parameters) ? operation.parameters : [];
    // One behind a $ref is known by its target here: only a parameter that refers alike overrides it.
    const key = (item: Json) => (!isObject(item) ? '' : typeof item.$ref === 'string' ? item.$ref : parameterKey(item));
    const ownKeys = new Set(own.map(key));
    return { ...operation, parameters: [...shared.filter((item) => !ownKeys.has(key(item))), ...own] };
  }

  /** An operation, its statuses right under it: "POST /api/orders → 201 → headers → Location". */
  operation(label: string, expected: JsonObject, actual: JsonObject): void {
    const { responses: eResponses, ...eRest } = expected;
    const { responses: aResponses, ...aRest } = actual;
    this.keywords([label], eRest, aRest);
    if (isObject(eResponses) && isObject(aResponses)) this.names([label], eResponses, aResponses);
    else this.value([label, 'responses'], eResponses, aResponses);
  }
}

/**
 * Every place where `actual` promises something other than `expected` (the fixture), one line
 * each, sorted. An empty list: the two documents are the same contract.
 */
export function openApiDifferences(expected: object, actual: object): string[] {
  const e = expected as JsonObject;
  const a = actual as JsonObject;
  const comparison = new Comparison(e, a);
  const { paths: ePaths, ...eTop } = e;
  const { paths: aPaths, ...aTop } = a;
  if (isObject(ePaths) && isObject(aPaths)) comparison.paths(ePaths, aPaths);
  else comparison.value(['paths'], ePaths, aPaths);
  comparison.keywords([], eTop, aTop);
  return [...comparison.differences].sort();
}
