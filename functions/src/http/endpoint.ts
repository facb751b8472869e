import type { Request, Response } from 'express';
import type { AnyObjectSchema, AnySchema, InferType } from 'yup';
// The sign-in guards put `req.admin` and `req.customer` on the request; their types come with them.
import type {} from './require-admin';

/**
 * One endpoint of the API, declared once beside its handler (decision 039). The Express router
 * (http/endpoint-router.ts), the OpenAPI document (openapi/document.ts), the API table of docs/api.md
 * and the web client's typed calls (domain/src/api-routes/) are all made from these.
 */

/** Who may call it. "verified-customer": a signed-in shopper whose e-mail address is verified. */
export type Access = 'anyone' | 'customer' | 'verified-customer' | 'owner';

/** A Cache-Control the API sets on the endpoint's answers. */
export interface CachePolicy {
  /** "no-store" and "catalog" are shared components of the document; others are written out. */
  name: 'no-store' | 'catalog' | 'own';
  header: string;
}

/** How the body is read. "json": the API's usual JSON body, at most `bodyLimit` bytes. */
export type BodyKind = 'json' | 'none' | 'json-or-one-click-form';

/** A path parameter: its description, and its schema when it is more than a string. */
export interface PathParameter {
  description?: string;
  schema?: Record<string, unknown>;
}

/**
 * A JSON answer whose shape is a schema of domain/src: the document's schema for it
 * comes from there, and the handler must return what it says.
 */
export interface JsonAnswer<S extends AnySchema = AnySchema> {
  description: string;
  headers?: Record<string, unknown>;
  shape: S;
}

/**
 * A documented answer: a JSON answer of a domain shape, an OpenAPI response object (no body, a
 * file, an error), or the name of a shared one ("NotFound").
 */
export type AnswerDoc = string | JsonAnswer | Record<string, unknown>;

export const isJsonAnswer = (answer: AnswerDoc): answer is JsonAnswer =>
  typeof answer === 'object' && 'shape' in answer;

/**
 * What a handler may return: its JSON answer's shape, or nothing when it answers through `res`
 * (a body it has ready, a file). Without a JSON answer, anything (it is not sent).
 */
export type Answered<A> = A extends AnySchema ? InferType<A> | void | Promise<InferType<A> | void> : unknown;

/** What a handler is given: the request's parts as validated, and the request itself for the rest. */
export interface Call<Body, Query> {
  body: Body;
  query: Query;
  params: Record<string, string>;
  req: Request;
  res: Response;
}

type Parsed<S> = S extends AnyObjectSchema ? InferType<S> : undefined;

export interface EndpointSpec<
  B extends AnyObjectSchema | undefined,
  Q extends AnyObjectSchema | undefined,
  A extends AnySchema | undefined = undefined,
> {
  /** The OpenAPI operationId, and the name of the web client's call. */
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as OpenAPI writes it: "/api/books/{id}". */
  path: string;
  access: Access;
  cache: CachePolicy;
  tags: string[];
  summary: string;
  description?: string;
  params?: Record<string, PathParameter>;
  /** A query validated by a shared schema; its fields are the documented parameters. */
  query?: Q extends AnyObjectSchema ? Q : undefined;
  /**
   * Query parameters as documented, where they are not exactly the schema's fields (their
   * own descriptions and bounds) or where no schema validates them.
   */
  queryParameters?: Array<string | { field: string; description: string } | Record<string, unknown>>;
  /** Request headers it reads, as OpenAPI parameters. */
  headers?: Array<Record<string, unknown>>;
  /**
   * A body validated by a shared schema, named (domain/src, by subject) for its OpenAPI component
   * and the domain type the web client sends.
   */
  body?: B extends AnyObjectSchema ? B : undefined;
  /** The documented body when it is no shared schema (an empty JSON object, say). */
  bodyDoc?: Record<string, unknown>;
  bodyKind?: BodyKind;
  /** A larger cap than the API's usual one, for the few routes that take files. */
  bodyLimit?: number;
  /**
   * Its answers by status, besides the ones the declaration implies and the document adds
   * itself: 400/413/415 for a body, 401/403 for a sign-in, 400 for a path or a validated query,
   * and 500 for all. A successful answer gets the cache policy's Cache-Control header.
   */
  answers: Record<string, AnswerDoc | JsonAnswer<NonNullable<A>>>;
  /**
   * The handler. What it returns is sent as JSON with the first 2xx status of `answers`;
   * a handler that answers otherwise (a file, a redirect) uses `res` and returns nothing.
   */
  handle: (call: Call<Parsed<B>, Parsed<Q>>) => Answered<NoInfer<A>>;
}

/** A declaration as the router and the document see it: the schemas' types no longer matter. */
export type Endpoint = Omit<
  EndpointSpec<AnyObjectSchema | undefined, AnyObjectSchema | undefined, AnySchema | undefined>,
  'handle'
> & {
  readonly kind: 'endpoint';
  handle: (call: Call<unknown, unknown>) => unknown;
};

/**
 * Declares an endpoint. The types of the handler's body and query follow from their schemas,
 * and what it may return from its JSON answer's shape, so a handler and its documented answer
 * cannot disagree and compile.
 */
export function endpoint<
  B extends AnyObjectSchema | undefined = undefined,
  Q extends AnyObjectSchema | undefined = undefined,
  A extends AnySchema | undefined = undefined,
>(spec: EndpointSpec<B, Q, A>): Endpoint {
  return {
    ...(spec as unknown as Omit<Endpoint, 'kind'>),
    kind: 'endpoint',
  };
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'endpoint';

/** The status a handler's returned value is sent with. */
export function successStatus(endpoint: Endpoint): number {
  const status = Object.keys(endpoint.answers).find((code) => /^2\d\d$/.test(code));
  return status ? Number(status) : 200;
}
