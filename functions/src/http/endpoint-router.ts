import express, { Router, type RequestHandler } from 'express';
import { requireAdmin } from './require-admin';
import { requireCustomer } from './require-customer';
import { requireVerifiedEmail } from '../services/customers/customers';
import { successStatus, type Access, type Endpoint } from './endpoint';
import { jsonBodyReading, limitBody } from './request-body';
import { parseWith } from './validate';

const GUARDS: Record<Access, RequestHandler[]> = {
  anyone: [],
  customer: [requireCustomer],
  'verified-customer': [
    requireCustomer,
    (req, _res, next) => {
      requireVerifiedEmail(req.customer!);
      next();
    },
  ],
  owner: [requireAdmin],
};

/** "/api/books/{id}" → "/api/books/:id", Express's spelling. */
export const expressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Static segments before parameters at each depth, so "/api/admin/books/export" is tried
 * before "/api/admin/books/{id}" whatever order the declarations come in. The paths are ordered
 * by their segments' kinds (static 0, parameter 1) compared in turn: a total order, as a sort
 * needs. A comparison that calls unrelated paths equal is not transitive, so the outcome would
 * depend on the input's order and could put "/api/admin/orders/{id}" before
 * "/api/admin/orders/export" (404 "Order not found.").
 * Two paths that can match one URL have as many segments, and the first depth where their kinds
 * differ puts the static one first.
 */
export function bySpecificity(a: Endpoint, b: Endpoint): number {
  const kinds = (endpoint: Endpoint) => endpoint.path.split('/').map((segment) => (segment.includes('{') ? 1 : 0));
  const [left, right] = [kinds(a), kinds(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) if (left[i] !== right[i]) return left[i]! - right[i]!;
  return left.length - right.length;
}

/** Reads a body the usual way, with the endpoint's own cap: for the routes mounted before the API's. */
function ownBodyReading(endpoint: Endpoint, usualLimit: number): RequestHandler[] {
  const limit = endpoint.bodyLimit ?? usualLimit;
  switch (endpoint.bodyKind) {
    case 'none':
      // Never read; only its size is capped, as every request's is.
      return [limitBody(limit)];
    case 'json-or-one-click-form':
      // RFC 8058's one-click unsubscribe posts a form; the handler tells the two apart.
      return [limitBody(limit), express.json({ limit }), express.urlencoded({ extended: false, limit })];
    default:
      return jsonBodyReading(limit);
  }
}

function handlerOf(endpoint: Endpoint): RequestHandler {
  const status = successStatus(endpoint);
  return async (req, res) => {
    const body: unknown = endpoint.body ? await parseWith(endpoint.body, req.body) : undefined;
    const query: unknown = endpoint.query ? await parseWith(endpoint.query, req.query) : undefined;
    const params = req.params as Record<string, string>;
    const result = await endpoint.handle({ body, query, params, req, res });
    if (result !== undefined) res.status(status).json(result);
  };
}

function mount(router: Router, endpoint: Endpoint, bodyReading: RequestHandler[]): void {
  const cache: RequestHandler = (_req, res, next) => {
    res.set('Cache-Control', endpoint.cache.header);
    next();
  };
  router[endpoint.method](
    expressPath(endpoint.path),
    cache,
    ...bodyReading,
    ...GUARDS[endpoint.access],
    handlerOf(endpoint),
  );
}

/** Whether an endpoint reads its body otherwise than the API's usual JSON of the usual size. */
export const hasOwnBodyRule = (endpoint: Endpoint) =>
  endpoint.bodyLimit !== undefined || (endpoint.bodyKind ?? 'json') !== 'json';

/**
 * The two routers of the API. `ownBody` holds the endpoints with their own body rule (a file
 * upload's larger cap, a beacon's absent body, a one-click form) and is mounted before the
 * API's usual body checks; `usual` after them, so those checks run before any sign-in check.
 */
export function endpointRouters(endpoints: Endpoint[], usualLimit: number): { ownBody: Router; usual: Router } {
  const ownBody = Router();
  const usual = Router();
  for (const endpoint of [...endpoints].sort(bySpecificity)) {
    if (hasOwnBodyRule(endpoint)) mount(ownBody, endpoint, ownBodyReading(endpoint, usualLimit));
    else mount(usual, endpoint, []);
  }
  return { ownBody, usual };
}
