import express from 'express';
import { errorHandler } from '../http/error-handler';
import { storefrontPages } from './storefront-pages';

/** The render function: every storefront page Hosting has no static file for. */
export function createRenderApp(options: Parameters<typeof storefrontPages>[0] = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/{*path}', storefrontPages(options));
  app.use(errorHandler);
  return app;
}
