import type { AnySchema } from 'yup';
import { isJsonAnswer, type AnswerDoc, type Endpoint } from '../http/endpoint';
import { headerRef, responseRef, schemaRef } from './answers';
import { jsonSchemaOf, schemaName, type AnswerShapes } from './json-schema-from-yup';

/**
 * The document's `paths`, made from the endpoint declarations (http/endpoint.ts). What a
 * declaration implies is added here, once for all: the refusals of a body, a sign-in, a path
 * and a validated query, the 500 every route may give, and the cache policy's header on each
 * successful answer.
 */

type Json = Record<string, unknown>;

const SECURITY = {
  anyone: undefined,
  customer: [{ customerIdToken: [] }],
  'verified-customer': [{ customerIdToken: [] }],
  owner: [{ ownerToken: [] }],
} as const;

function cacheHeader(endpoint: Endpoint): unknown {
  switch (endpoint.cache.name) {
    case 'no-store':
      return headerRef('NoStore');
    case 'catalog':
      return headerRef('CatalogCache');
    default:
      return { required: true, schema: { type: 'string', const: endpoint.cache.header } };
  }
}

function pathParameters(endpoint: Endpoint): Json[] {
  const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  return names.map((name) => {
    const declared = endpoint.params?.[name] ?? {};
    return {
      name,
      in: 'path',
      required: true,
      ...(declared.description ? { description: declared.description } : {}),
      schema: declared.schema ?? { type: 'string' },
    };
  });
}

/** A query field of the endpoint's schema as a parameter. */
function queryField(endpoint: Endpoint, name: string): Json {
  const field = (endpoint.query?.fields as Record<string, AnySchema> | undefined)?.[name];
  if (!field) throw new Error(`${endpoint.operationId}: the query has no field "${name}".`);
  return { name, in: 'query', required: !field.describe().optional, schema: jsonSchemaOf(field) };
}

function queryParameters(endpoint: Endpoint): Json[] {
  if (endpoint.queryParameters)
    return endpoint.queryParameters.map((parameter) => {
      if (typeof parameter === 'string') return queryField(endpoint, parameter);
      // A field of the schema with a description of its own.
      if (typeof parameter.field === 'string')
        return { ...queryField(endpoint, parameter.field), description: parameter.description };
      return parameter;
    });
  return Object.keys(endpoint.query?.fields ?? {}).map((name) => queryField(endpoint, name));
}

function requestBody(endpoint: Endpoint): Json | undefined {
  if (endpoint.body)
    return { required: true, content: { 'application/json': { schema: schemaRef(schemaName(endpoint.body)) } } };
  return endpoint.bodyDoc;
}

const takesBody = (endpoint: Endpoint) => endpoint.body !== undefined || endpoint.bodyDoc !== undefined;

/** The answers a declaration implies, before its own (which may replace them). */
function impliedAnswers(endpoint: Endpoint): Record<string, AnswerDoc> {
  const implied: Record<string, AnswerDoc> = {};
  if (endpoint.path.includes('{')) implied['400'] = 'BadRequest';
  if (endpoint.query) implied['400'] = 'BadRequest';
  if (takesBody(endpoint))
    Object.assign(implied, { '400': 'BadRequest', '413': 'PayloadTooLarge', '415': 'UnsupportedMediaType' });
  if (endpoint.bodyKind === 'none') implied['413'] = 'PayloadTooLarge';
  if (endpoint.access !== 'anyone') Object.assign(implied, { '401': 'Unauthorized', '403': 'Forbidden' });
  return implied;
}

/** An answer as the document writes it: a JSON answer's shape becomes its schema. */
function responseOf(answer: Exclude<AnswerDoc, string>, shapes: AnswerShapes): Json {
  if (!isJsonAnswer(answer)) return answer;
  const { shape, ...rest } = answer;
  return { ...rest, content: { 'application/json': { schema: shapes.answerSchemaOf(shape) } } };
}

function responses(endpoint: Endpoint, shapes: AnswerShapes): Json {
  const all: Record<string, AnswerDoc> = { ...impliedAnswers(endpoint), ...endpoint.answers, '500': 'ServerError' };
  return Object.fromEntries(
    Object.entries(all).map(([status, answer]) => {
      if (typeof answer === 'string') return [status, responseRef(answer)];
      const response = responseOf(answer, shapes);
      if (Number(status) >= 400) return [status, response];
      const headers = { 'Cache-Control': cacheHeader(endpoint), ...(response.headers as Json | undefined) };
      return [status, { ...response, headers }];
    }),
  );
}

function operationOf(endpoint: Endpoint, shapes: AnswerShapes): Json {
  const parameters = [...pathParameters(endpoint), ...queryParameters(endpoint), ...(endpoint.headers ?? [])];
  const body = requestBody(endpoint);
  const security = SECURITY[endpoint.access];
  return {
    operationId: endpoint.operationId,
    tags: endpoint.tags,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(security ? { security } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(endpoint, shapes),
  };
}

/** Every path of the document, each with its operations; `shapes` gathers the answers' components. */
export function pathsOf(endpoints: Endpoint[], shapes: AnswerShapes): Record<string, Record<string, Json>> {
  const paths: Record<string, Record<string, Json>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {});
    if (item[endpoint.method]) throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} is declared twice.`);
    item[endpoint.method] = operationOf(endpoint, shapes);
  }
  return paths;
}
