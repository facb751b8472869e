import { LOCAL_URLS } from '@bookstore/domain';
import { assertDocumented } from './contract';
import { API } from './emulators';

/**
 * The API's two doors: Hosting's /api rewrite, and the function's own URL, which anyone can call
 * around Hosting. Tests of a limit or an access rule run through both (`describe.each`).
 */
export const API_DOORS = [
  ['Hosting', LOCAL_URLS.api],
  ['the function URL', `${LOCAL_URLS.functionBase}/api`],
] as const;

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API through Hosting's /api rewrite, exactly as the browser does. */
export async function call<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${API}${path}`, { method, headers, body });
  const text = await response.text();
  assertDocumented({ method, url: response.url, status: response.status, headers: response.headers, body: text });
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: leave the text for the assertion to show
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

export const get = <T = any>(path: string, token?: string) => call<T>('GET', path, { token });
export const post = <T = any>(path: string, body: unknown, token?: string) => call<T>('POST', path, { body, token });
export const put = <T = any>(path: string, body: unknown, token?: string) => call<T>('PUT', path, { body, token });
export const del = <T = any>(path: string, token?: string) => call<T>('DELETE', path, { token });

/** fetch() for the tests that need the raw Response: the answer is checked against the contract first. */
export async function fetchChecked(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, init);
  assertDocumented({
    method: init.method ?? 'GET',
    url: response.url,
    status: response.status,
    headers: response.headers,
    body: await response.clone().text(),
  });
  return response;
}

/**
 * JSON calls at one door of API_DOORS (Hosting's rewrite, or the function's own URL), checked
 * against the OpenAPI document like every call: the answer's status, headers and parsed body.
 */
export function doorCall(base: string) {
  return async (method: string, path: string, body?: unknown, bearer?: string) => {
    const response = await fetchChecked(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
  };
}
