import { bookIdsQuerySchema, catalogSearchQuerySchema, topSellersQuerySchema } from '@bookstore/domain';
import { Router } from 'express';
import { publicCache } from '../http/cache-control';
import { parseWith } from '../http/validate';
import { booksByIds, homeCatalog, searchBooks, topSellers } from '../services/catalog/books';

/**
 * The shoppers' catalog, one screenful at a time (issue 17): no screen downloads the whole
 * catalog. Answered from the instance's catalog index, so no request reads Firestore in the
 * steady state; the CDN keeps each answer a minute like the rest of the public catalog.
 */
export const catalogRouter = Router();
catalogRouter.use(publicCache);

catalogRouter.get('/home', async (_req, res) => {
  res.json(await homeCatalog());
});

catalogRouter.get('/top-sellers', async (req, res) => {
  res.json(await topSellers(await parseWith(topSellersQuerySchema, req.query)));
});

catalogRouter.get('/search', async (req, res) => {
  res.json(await searchBooks(await parseWith(catalogSearchQuerySchema, req.query)));
});

catalogRouter.get('/books', async (req, res) => {
  const { ids } = await parseWith(bookIdsQuerySchema, req.query);
  res.json(await booksByIds(ids));
});
