import { Router } from 'express';
import { collections } from '../db/collections';
import { publicCache } from '../http/cache-control';

export const newsRouter = Router();

newsRouter.get('/', publicCache, async (_req, res) => {
  const snapshot = await collections.news().orderBy('order').get();
  res.json(snapshot.docs.map((doc) => doc.data()));
});
