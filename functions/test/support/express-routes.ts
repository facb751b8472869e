import type { Express } from 'express';

/** What Express 5 (router 2.x) keeps of each `use`/`get`/... call. */
interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  /** The path given to `use` (router 2.3); absent from plain middleware it does not need. */
  rawPath?: unknown;
}

/** "/api/books/:id" → "/api/books/{id}"; anything fancier has no OpenAPI spelling, so it fails here. */
function openApiPath(expressPath: string): string {
  const path = expressPath.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  if (/[*?(){}]/.test(path))
    throw new Error(`The route ${path} uses path syntax this check cannot map to OpenAPI; extend express-routes.ts.`);
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * Every "METHOD /path" the app serves, read from its router stack: routes, and routers
 * mounted with `use` at any depth. Plain middleware (body checks, sign-in guards) serves
 * no path of its own and is skipped.
 */
export function mountedRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string')
          throw new Error(`A route under ${prefix || '/'} has a non-text path; it cannot be checked against OpenAPI.`);
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (method === '_all')
            throw new Error(`${prefix}${layer.route.path} uses all(): name its methods so the document can list them.`);
          if (on) found.push(`${method.toUpperCase()} ${openApiPath(`${prefix}${layer.route.path}`)}`);
        }
      } else if (Array.isArray(layer.handle?.stack)) {
        if (typeof layer.rawPath !== 'string')
          throw new Error('A mounted router has no readable path (router 2.3 keeps it as layer.rawPath).');
        walk(layer.handle.stack, `${prefix}${layer.rawPath === '/' ? '' : layer.rawPath}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found.sort();
}
