import { routePath, type ApiErrorBody, type ApiRoute } from '@bookstore/domain';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

type Query = Record<string, string | number | undefined>;

/** What a call sends: the route's path parameters (when it has any), a query, a body. */
export type CallOptions<Body, Param extends string> = Omit<RequestOptions, 'method' | 'body'> & {
  query?: Query;
} & ([Param] extends [never] ? { params?: undefined } : { params: Record<Param, string> }) &
  ([Body] extends [undefined] ? { body?: undefined } : { body: Body });

/** The query string of a call: fields left undefined are left out; commas stay (a list of ids). */
function queryString(query: Query = {}): string {
  const fields = Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]));
  const text = new URLSearchParams(fields).toString().replaceAll('%2C', ',');
  return text ? `?${text}` : '';
}

/** The address of a call to `route`. */
export const callUrl = (route: ApiRoute<unknown, unknown, string>, params?: Record<string, string>, query?: Query) =>
  routePath(route.path, params) + queryString(query);

/** `call` with its options always given: for wrappers generic over the route (the owner's requests). */
export function callWith<Body, Answer, Param extends string>(
  route: ApiRoute<Body, Answer, Param>,
  options: CallOptions<Body, Param>,
): Promise<Answer> {
  const { params, query, ...rest } = options as CallOptions<unknown, string> & { params?: Record<string, string> };
  return apiFetch<Answer>(callUrl(route, params, query), { ...rest, method: route.method });
}

/**
 * Calls an endpoint of the function by its route (domain/src/api-routes.ts, made from the
 * endpoint's declaration), typed by what it takes and answers. Options may be left out when
 * the route takes no body and no path parameter.
 */
export function call<Body, Answer, Param extends string>(
  route: ApiRoute<Body, Answer, Param>,
  ...[options]: [Body] extends [undefined]
    ? [Param] extends [never]
      ? [CallOptions<Body, Param>?]
      : [CallOptions<Body, Param>]
    : [CallOptions<Body, Param>]
): Promise<Answer> {
  return callWith(route, options ?? ({} as CallOptions<Body, Param>));
}

/** JSON in, JSON out. Throws ApiError for any non-2xx answer and for network failures. */
async function apiFetch<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the store. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    throw new ApiError(response.status, body.message ?? `Request failed (${response.status}).`, body.errors);
  }
  return data as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text.slice(0, 200) };
  }
}
