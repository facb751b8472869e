import express from 'express';
import { JSON_BODY_LIMIT_BYTES, TRUSTED_PROXY_HOPS } from './config';
import { countingFirestoreOperations } from './db/operation-count';
import { errorHandler, unknownRoute } from './http/error-handler';
import { firestoreOperationHeader } from './http/firestore-operation-header';
import { noteInstanceActivity } from './http/note-instance-activity';
import { limitBody, requireJsonBody } from './http/request-body';
import { apiSecurityHeaders } from './http/security-headers';
import { adminRouter } from './routes/admin';
import { catalogImportRouter } from './routes/admin-catalog-import';
import { authRouter } from './routes/auth';
import { booksRouter } from './routes/books';
import { catalogRouter } from './routes/catalog';
import { coversRouter, coverUploadRouter } from './routes/covers';
import { newsletterRouter, unsubscribeRouter } from './routes/newsletter';
import { newsFile, newsRouter } from './routes/news';
import { openApi } from './routes/openapi';
import { ordersRouter } from './routes/orders';
import { sitemap, sitemapPart } from './routes/sitemap';
import { visitsRouter } from './routes/visits';

/** The whole /api as one Express app; Hosting rewrites /api/** (and /news.json, the sitemaps) to it with the path intact. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // req.ip: the address the last trusted proxy saw, never an X-Forwarded-For entry the client wrote.
  app.set('trust proxy', TRUSTED_PROXY_HOPS);
  // `npm run bench` only: each answer says how many documents it read and wrote.
  if (countingFirestoreOperations()) app.use(firestoreOperationHeader);
  app.use(noteInstanceActivity);
  app.use(apiSecurityHeaders);
  // Cover uploads and catalog imports carry their own, larger caps, so they are routed before the general one.
  app.use('/api/admin/covers', coverUploadRouter);
  app.use('/api/admin/books/import', catalogImportRouter);
  app.use(limitBody(JSON_BODY_LIMIT_BYTES));
  // Mail clients' one-click unsubscribe posts a form, not JSON, so it comes before the JSON check.
  app.use('/api/newsletter/unsubscribe', unsubscribeRouter);
  // The storefront's page-load beacon sends no body at all (see routes/visits.ts).
  app.use('/api/visits', visitsRouter);
  // Cloud Functions parses JSON before Express (see request-body.ts); this covers direct use.
  app.use(express.json({ limit: JSON_BODY_LIMIT_BYTES }));
  app.use(requireJsonBody);

  const api = express.Router();
  api.use('/books', booksRouter);
  api.use('/catalog', catalogRouter);
  api.use('/news', newsRouter);
  api.use('/covers', coversRouter);
  api.use('/orders', ordersRouter);
  api.use('/auth', authRouter);
  api.use('/newsletter', newsletterRouter);
  api.use('/admin', adminRouter);
  api.get('/openapi.json', openApi);
  app.use('/api', api);
  app.get('/news.json', ...newsFile);
  app.get('/sitemap.xml', sitemap);
  app.get('/sitemap-:file.xml', sitemapPart);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
