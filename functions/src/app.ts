import express from 'express';
import { errorHandler, unknownRoute } from './http/error-handler';
import { adminRouter } from './routes/admin';
import { authRouter } from './routes/auth';
import { booksRouter } from './routes/books';
import { newsRouter } from './routes/news';
import { ordersRouter } from './routes/orders';

/** The whole /api as one Express app; Hosting rewrites /api/** to it with the path intact. */
export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Cloud Functions usually parses JSON before Express; this covers direct use (tests, other hosts).
  app.use(express.json({ limit: '100kb' }));

  const api = express.Router();
  api.use('/books', booksRouter);
  api.use('/news', newsRouter);
  api.use('/orders', ordersRouter);
  api.use('/auth', authRouter);
  api.use('/admin', adminRouter);
  app.use('/api', api);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}
