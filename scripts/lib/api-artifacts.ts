import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnySchema, SchemaMetadata } from 'yup';
import { isJsonAnswer, type Endpoint } from '../../functions/src/http/endpoint';
import { schemaName } from '../../functions/src/openapi/json-schema-from-yup';
import { apiEndpoints as endpoints, openApiDocument } from '../../functions/src/api-document';
import { ROOT } from './paths';

/**
 * What `npm run api:generate` writes from the endpoint declarations (decision 039): the API
 * page's table of endpoints (docs/api.md) and the web client's typed routes. tests/scripts/api-artifacts.test.ts fails while
 * either is stale.
 */

export const API_PAGE = join(ROOT, 'docs/api.md');
/**
 * The document as GET /api/openapi.json serves it, for readers without a running store and for
 * the web tests, which check their fetch mocks' answers against it.
 */
export const OPENAPI_FILE = join(ROOT, 'docs/openapi.json');
/** What the route serves: JSON drops what JSON cannot hold. */
export const servedDocument = (): unknown => JSON.parse(JSON.stringify(openApiDocument()));
export const currentOpenApiFile = (): unknown => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8'));
/**
 * The typed routes, one module per area (the owner's, then each tag's: catalog, orders, …) behind
 * one index. A bundler keeps a module whole in one chunk, so each area's routes go with the
 * screens that call them: the owner's and the checkout's stay out of the storefront's first load.
 */
export const ROUTES_DIR = join(ROOT, 'domain/src/api-routes');
export const moduleOf = (endpoint: Endpoint): string => (endpoint.access === 'owner' ? 'owner' : endpoint.tags[0]!);
/** Every area's module, by name, in a stable order. */
export const routeModuleNames = (list: Endpoint[] = endpoints): string[] => [...new Set(list.map(moduleOf))].sort();
export const routeModuleFile = (name: string) => join(ROUTES_DIR, `${name}.ts`);
export const ROUTES_INDEX = join(ROUTES_DIR, 'index.ts');

/** The index: every area's routes, for `import * as routes from '@bookstore/domain/api-routes'`. */
export function routesIndex(list: Endpoint[] = endpoints): string {
  return [
    '// Written by `npm run api:generate`; do not edit (see ../api-route.ts).',
    ...routeModuleNames(list).map((name) => `export * from './${name}';`),
    '',
  ].join('\n');
}
export const TABLE_START = '<!-- api-table:start (npm run api:generate writes this table) -->';
export const TABLE_END = '<!-- api-table:end -->';

const WHO: Record<Endpoint['access'], string> = {
  anyone: 'anyone',
  customer: 'customer',
  'verified-customer': 'verified customer',
  owner: 'owner',
};

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** By path, then method: the order of the table and of the module. */
const byPath = (list: Endpoint[]) =>
  [...list].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));

export function apiTable(list: Endpoint[] = endpoints): string {
  const rows = byPath(list).map((endpoint) => {
    const statuses = Object.keys(endpoint.answers)
      .filter((status) => Number(status) < 400)
      .join(', ');
    return `| ${endpoint.method.toUpperCase()} | \`${endpoint.path}\` | ${WHO[endpoint.access]} | ${statuses} | ${cell(endpoint.summary)} | \`${endpoint.operationId}\` |`;
  });
  return ['| Method | Path | Who | Success | What | operationId |', '|---|---|---|---|---|---|', ...rows].join('\n');
}

/** The API page with its table replaced by the generated one. */
export function pageWithTable(page: string, table = apiTable()): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md has no ${TABLE_START} … ${TABLE_END} section.`);
  return `${page.slice(0, start + TABLE_START.length)}\n${table}\n${page.slice(end)}`;
}

const refName = (schema: unknown): string | undefined => {
  const ref = (schema as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? ref.replace('#/components/schemas/', '') : undefined;
};

/** The domain type a shape is named by: its own name, or a list of a named one. */
function shapeType(shape: AnySchema): string {
  const description = shape.describe() as { meta?: SchemaMetadata; innerType?: { meta?: SchemaMetadata } };
  if (description.meta?.name) return description.meta.name;
  const items = description.innerType?.meta?.name;
  return items ? `${items}[]` : 'unknown';
}

/** The domain type of the first successful answer: its shape's, a file's, or none. */
function answerType(endpoint: Endpoint): string {
  const success = Object.entries(endpoint.answers).find(([status]) => /^2\d\d$/.test(status))?.[1];
  if (typeof success !== 'object') return 'void';
  if (isJsonAnswer(success)) return shapeType(success.shape);
  const content = success.content as Record<string, { schema?: unknown }> | undefined;
  if (!content) return 'void';
  if (content['application/json']) return 'unknown';
  return content['text/csv'] ? 'string' : 'Blob';
}

function bodyType(endpoint: Endpoint): string {
  if (endpoint.body) return schemaName(endpoint.body);
  // A body the handler reads itself: the JSON form's schema when it is a shared one.
  const content = endpoint.bodyDoc?.content as Record<string, { schema?: unknown }> | undefined;
  if (content) return refName(content['application/json']?.schema) ?? 'Record<string, never>';
  return 'undefined';
}

/** TypeScript names the types come from: every capitalised word, less the built-in ones. */
const typeNames = (types: string[]) =>
  [...new Set(types.flatMap((type) => type.match(/\b[A-Z]\w*/g) ?? []))]
    .filter((name) => !['Record', 'Blob'].includes(name))
    .sort();

/** The domain type of the endpoint's query schema: its name, or none without one. */
function queryType(endpoint: Endpoint): string | undefined {
  return endpoint.query ? schemaName(endpoint.query) : undefined;
}

export function routesModule(which: string, list: Endpoint[] = endpoints): string {
  const lines: string[] = [];
  const types: string[] = [];
  for (const endpoint of byPath(list).filter((candidate) => moduleOf(candidate) === which)) {
    const body = bodyType(endpoint);
    const answer = answerType(endpoint);
    const query = queryType(endpoint);
    types.push(body, answer, ...(query ? [query] : []));
    const params = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => `'${match[1]}'`);
    const param = params.length > 0 ? params.join(' | ') : query ? 'never' : undefined;
    const generics = [body, answer, ...(param ? [param] : []), ...(query ? [query] : [])].join(', ');
    lines.push(
      `/** ${endpoint.method.toUpperCase()} ${endpoint.path} (${WHO[endpoint.access]}): ${endpoint.summary} */`,
      `export const ${endpoint.operationId}: ApiRoute<${generics}> = { ${endpoint.method === 'get' ? '' : `method: '${endpoint.method.toUpperCase()}', `}path: '${endpoint.path}' };`,
    );
  }
  return [
    '// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not',
    '// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.',
    "import type { ApiRoute } from '../shared/api-route';",
    ...(typeNames(types).length > 0 ? [`import type { ${typeNames(types).join(', ')} } from '../index';`] : []),
    '',
    ...lines,
    '',
  ].join('\n');
}

export const currentApiPage = () => readFileSync(API_PAGE, 'utf8');
export const currentRoutesModule = (which: string) => readFileSync(routeModuleFile(which), 'utf8');
export const currentRoutesIndex = () => readFileSync(ROUTES_INDEX, 'utf8');
