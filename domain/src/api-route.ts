/**
 * One endpoint as the web client calls it: its method and path, and (in types only) what it
 * takes and answers. Written for every endpoint declaration of the function by
 * `npm run api:generate` (domain/src/api-routes.ts, owner-routes.ts) as plain objects: no
 * code of this module runs in the browser, so no chunk shares it.
 */
export interface ApiRoute<Body, Answer, Param extends string = never> {
  /** Left out for GET. */
  readonly method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As OpenAPI writes it, parameters in braces: "/api/books/{id}". */
  readonly path: string;
  /** Never set: carries the types to `call`. */
  readonly types?: { body: Body; answer: Answer; param: Param };
}
