import type { ApiErrorBody, ApiRoute, QueryOf, QueryValue } from '@bookstore/domain';

/** An error answer from /api, with its status and any field messages. UI decides how to show it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What any call may send besides its route's own parts. */
interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Given a successful answer's headers, for the few answers that say more there (a next page). */
  onHeaders?: (headers: Headers) => void;
}

type Query = Record<string, QueryValue>;

/**
 * What a call sends: the route's path parameters (when it has any), its query (only the
 * parameters its endpoint declares), a body.
 */
export type CallOptions<Body, Param extends string, Q = never> = RequestOptions &
  ([Q] extends [never] ? { query?: undefined } : { query?: QueryOf<Q> }) &
  ([Param] extends [never] ? { params?: undefined } : { params: Record<Param, string> }) &
  ([Body] extends [undefined] ? { body?: undefined } : { body: Body });

/**
 * The query string of a call. A JSON round trip leaves out the fields left undefined (the
 * shortest way to say so, in the first load); a list of ids keeps its commas encoded.
 */
function queryString(query: Query = {}): string {
  const text = new URLSearchParams(JSON.parse(JSON.stringify(query)) as Record<string, string>).toString();
  return text ? `?${text}` : '';
}

/** The address of a call to `route`: its path with the parameters filled in, each percent-encoded, and the query. */
export const callUrl = (
  route: ApiRoute<unknown, unknown, string, unknown>,
  params: Record<string, string> = {},
  query?: Query,
) => route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) + queryString(query);

/**
 * Calls an endpoint of the function by its route (domain/src/api-routes/, made from the
 * endpoint's declaration), typed by what it takes and answers: JSON in, JSON out. Options may be
 * left out when the route takes no body and no path parameter. Throws ApiError for any non-2xx
 * answer and for network failures.
 */
export function call<Body, Answer, Param extends string, Q = never>(
  route: ApiRoute<Body, Answer, Param, Q>,
  ...[options]: [Body] extends [undefined]
    ? [Param] extends [never]
      ? [CallOptions<Body, Param, Q>?]
      : [CallOptions<Body, Param, Q>]
    : [CallOptions<Body, Param, Q>]
): Promise<Answer>;
/** For wrappers generic over the route (the owner's requests): the options always given. */
export function call<Body, Answer, Param extends string, Q = never>(
  route: ApiRoute<Body, Answer, Param, Q>,
  options: CallOptions<Body, Param, Q>,
): Promise<Answer>;
export async function call(
  route: ApiRoute<unknown, unknown, string, unknown>,
  options: RequestOptions & { query?: Query; params?: Record<string, string>; body?: unknown } = {},
): Promise<unknown> {
  // Every body the API takes is a JSON object, so "no body" is the only falsy one.
  const { body } = options;
  // No Accept header: every answer of the API is JSON (or a file, which `call` is not for).
  const headers: Record<string, string> = { ...options.headers };
  if (body) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(callUrl(route, options.params, options.query), {
      // GET when the route names none.
      method: route.method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the store. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const failure = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, failure.message ?? `Request failed (${response.status}).`, failure.errors);
  }
  options.onHeaders?.(response.headers);
  return data;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
