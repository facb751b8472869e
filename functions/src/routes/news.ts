import { Router } from 'express';
import { publicCache } from '../http/cache-control';
import { listNews } from '../services/news';

export const newsRouter = Router();

newsRouter.get('/', publicCache, async (_req, res) => {
  res.json(await listNews());
});
