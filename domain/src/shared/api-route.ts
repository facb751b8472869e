/**
 * One endpoint as the web client calls it: its method and path, and (in types only) what it
 * takes and answers. Written for every endpoint declaration of the function by
 * `npm run api:generate` (domain/src/api-routes/) as plain objects: no code of this module
 * runs in the browser, so no chunk shares it.
 */
export interface ApiRoute<Body, Answer, Param extends string = never, Query = never> {
  /** Left out for GET. */
  readonly method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As OpenAPI writes it, parameters in braces: "/api/books/{id}". */
  readonly path: string;
  /**
   * Never set: carries the types to `call`. `query` is the type of the endpoint's query schema
   * (its keys are the parameters a call may send); never for an endpoint without one.
   */
  readonly types?: { body: Body; answer: Answer; param: Param; query: Query };
}

/** A query parameter as a call writes it into the address; left out when undefined. */
export type QueryValue = string | number | undefined;

/** The query a call may send: the parameters its endpoint's schema declares, none other. */
export type QueryOf<Query> = [Query] extends [never] ? never : { [Key in keyof Query]?: QueryValue };
