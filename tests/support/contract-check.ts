import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks answers against an OpenAPI document: the status must be documented for the route, the
 * body must match its schema (closed objects, so an undocumented field fails), and, unless
 * asked not to, required headers must be there with documented values. The API tests check every
 * answer they receive with the document the function serves (./contract.ts); the web tests
 * check every answer their fetch mocks give with the same document, written to
 * docs/openapi.json (web/test/support/mock-contract.ts).
 */

export interface Answer {
  method: string;
  /** The URL the request went to: through Hosting, straight to the function, or a bare app. */
  url: string;
  status: number;
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The body as text; '' when there is none. */
  body: string;
}

export interface Verdict {
  /** "GET /api/books/{id} 200", or the undocumented method and path. */
  operation: string;
  problems: string[];
}

export interface CheckOptions {
  /**
   * Whether headers and the media type are checked. A test's stand-in for the API (the web
   * tests' fetch mocks) sends bodies and statuses, not the API's headers.
   */
  headers?: boolean;
}

type Json = Record<string, unknown>;

/** A checker for one document. */
export function contractCheckerFor(document: unknown, { headers: checkHeaders = true }: CheckOptions = {}) {
  const doc = document as Json & { paths: Record<string, Json>; components: Json & { schemas: Json } };

  /** The Functions emulator serves the app under /<project>/<region>/<function>. */
  const FUNCTION_PREFIX = /^\/[^/]+\/[^/]+\/api(?=\/)/;

  /**
   * What the app answers for a method and path that no route serves: the 404 of unknownRoute,
   * or a refusal from middleware that runs first (body checks; sign-in under /orders and /admin).
   * The document says so in its description; the answers themselves are its shared responses.
   */
  const UNROUTED_ANSWERS: Record<number, string> = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
  };

  const COMPONENTS_ID = 'https://bookstore.invalid/openapi/components';

  /** `#/components/schemas/X` only means something inside the document; Ajv gets an absolute ref. */
  function absoluteRefs(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(absoluteRefs);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')
          ? [key, `${COMPONENTS_ID}#/$defs/${inner.slice('#/components/schemas/'.length)}`]
          : [key, absoluteRefs(inner)],
      ),
    );
  }

  // Strict: a keyword Ajv does not know (a typo in the document) is an error, not ignored.
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: absoluteRefs(doc.components.schemas) });

  const validators = new Map<string, ValidateFunction>();
  function validatorFor(key: string, schema: unknown): ValidateFunction {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(absoluteRefs(schema) as Json);
      validators.set(key, validate);
    }
    return validate;
  }

  /** Follows a local `$ref` (responses, headers) to the object it names. */
  function resolve(value: unknown): Json {
    let current = value as Json;
    while (typeof current?.$ref === 'string') {
      const pointer = current.$ref.replace(/^#\//, '').split('/');
      current = pointer.reduce<Json>((node, part) => node[part.replace(/~1/g, '/').replace(/~0/g, '~')] as Json, doc);
      if (!current) throw new Error(`The document's ${String(value)} reference names nothing.`);
    }
    return current;
  }

  interface Route {
    template: string;
    pattern: RegExp;
    params: number;
  }

  // Express matches paths case-insensitively; a literal path wins over a template (create-book, not {id}).
  const routes: Route[] = Object.keys(doc.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`, 'i'),
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);

  function appPath(url: string): string {
    const path = new URL(url, 'http://relative.invalid').pathname.replace(FUNCTION_PREFIX, '');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  }

  function headerOf(headers: Answer['headers'], name: string): string | null {
    if (headers instanceof Headers) return headers.get(name);
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  }

  const errorsText = (validate: ValidateFunction) =>
    ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });

  function checkJson(key: string, schema: unknown, text: string, problems: string[]): void {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      problems.push(`the body is not JSON: ${text.slice(0, 120)}`);
      return;
    }
    const validate = validatorFor(key, schema);
    if (!validate(body)) problems.push(errorsText(validate));
  }

  /** `key` names the compiled validators: one set per documented answer. */
  function checkResponse(key: string, response: Json, answer: Answer, problems: string[]): void {
    for (const [name, declared] of Object.entries(checkHeaders ? ((response.headers ?? {}) as Json) : {})) {
      const header = resolve(declared);
      const value = headerOf(answer.headers, name);
      if (value === null) {
        if (header.required) problems.push(`the ${name} header is missing`);
        continue;
      }
      const validate = validatorFor(`${key} header ${name}`, header.schema ?? {});
      if (!validate(value))
        problems.push(`the ${name} header "${String(value)}" ${ajv.errorsText(validate.errors, { dataVar: 'value' })}`);
    }

    const content = response.content as Record<string, Json> | undefined;
    if (!content || Object.keys(content).length === 0) {
      if (answer.body !== '') problems.push('a body was sent where the document has none');
      return;
    }
    // Without headers checked, a body is read as the JSON the document has for it, if any.
    const mediaType = checkHeaders
      ? (headerOf(answer.headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      : content['application/json']
        ? 'application/json'
        : Object.keys(content)[0]!;
    const media = content[mediaType];
    if (!media) {
      problems.push(`the content type "${mediaType}" is not one of ${Object.keys(content).join(', ')}`);
      return;
    }
    if (/^application\/(.+\+)?json$/.test(mediaType) && media.schema)
      checkJson(`${key} ${mediaType}`, media.schema, answer.body, problems);
  }

  /** The answer's problems against the document; none means it keeps the contract. */
  function contractViolations(answer: Answer): Verdict {
    const method = answer.method.toUpperCase();
    const path = appPath(answer.url);
    const route = routes.find(
      (candidate) => candidate.pattern.test(path) && (doc.paths[candidate.template] as Json)[method.toLowerCase()],
    );
    const problems: string[] = [];

    if (!route) {
      const operation = `${method} ${path} (no such route) ${answer.status}`;
      const shared = UNROUTED_ANSWERS[answer.status];
      if (!shared) problems.push(`a path and method the document does not have answered ${answer.status}`);
      else
        checkResponse(
          `no such route ${answer.status}`,
          resolve({ $ref: `#/components/responses/${shared}` }),
          answer,
          problems,
        );
      return { operation, problems };
    }

    const item = doc.paths[route.template] as Json;
    const operation = `${method} ${route.template} ${answer.status}`;
    const responses = (item[method.toLowerCase()] as Json).responses as Json;
    const declared =
      responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default;
    if (!declared) {
      problems.push(`status ${answer.status} is not documented (documented: ${Object.keys(responses).join(', ')})`);
      return { operation, problems };
    }
    checkResponse(operation, resolve(declared), answer, problems);
    return { operation, problems };
  }

  return { contractViolations };
}
