/**
 * One endpoint as the web client calls it: its method and path, and (in types only) what it
 * takes and answers. Made for every endpoint declaration of the function by
 * `npm run api:generate` (domain/src/api-routes.ts); the client calls `call(routes.x, …)`.
 */
export interface ApiRoute<Body, Answer, Param extends string> {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As OpenAPI writes it, parameters in braces: "/api/books/{id}". */
  readonly path: string;
  /** Never set: carries the types to `call`. */
  readonly types?: { body: Body; answer: Answer; param: Param };
}

export const route = <Body, Answer, Param extends string = never>(
  method: ApiRoute<Body, Answer, Param>['method'],
  path: string,
): ApiRoute<Body, Answer, Param> => ({ method, path });

/** The path with its parameters filled in, each percent-encoded. */
export const routePath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
