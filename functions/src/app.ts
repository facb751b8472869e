import express from 'express';
import { JSON_BODY_LIMIT_BYTES, trustedProxyHops } from './config';
import { countingFirestoreOperations } from './db/operation-count';
import { endpointRouters } from './http/endpoint-router';
import { errorHandler, unknownRoute } from './http/error-handler';
import { requireAdmin } from './http/require-admin';
import { requireCustomer } from './http/require-customer';
import { firestoreOperationHeader } from './http/firestore-operation-header';
import { jsonBodyReading } from './http/request-body';
import { apiSecurityHeaders } from './http/security-headers';
import { apiEndpoints } from './api-document';

/** The whole /api as one Express app; Hosting rewrites /api/** (and /news.json, the sitemaps) to it with the path intact. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // req.ip: the address the last trusted proxy saw, never an X-Forwarded-For entry the client wrote.
  // Express trusts the hops for which this answers true, counted from the socket (0); the param
  // is read per request, as params have no value while the deploy loads this module.
  app.set('trust proxy', (_address: string, hop: number) => hop < trustedProxyHops());
  // `npm run bench` only: each answer says how many documents it read and wrote.
  if (countingFirestoreOperations()) app.use(firestoreOperationHeader);
  app.use(apiSecurityHeaders);
  const routers = endpointRouters(apiEndpoints, JSON_BODY_LIMIT_BYTES);
  // Cover uploads and catalog imports carry their own, larger caps; the one-click unsubscribe
  // posts a form; the page-load beacon sends no body. They read their own bodies, so they come
  // before the API's usual checks.
  app.use(routers.ownBody);
  // Cloud Functions parses JSON before Express (see request-body.ts); the parser covers direct use.
  app.use(jsonBodyReading(JSON_BODY_LIMIT_BYTES));
  app.use(routers.usual);
  // Any other path of the signed-in areas asks for the sign-in first, as their routes do.
  app.use('/api/orders', requireCustomer);
  app.use('/api/admin', requireAdmin);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
