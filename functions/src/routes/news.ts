import { Router, type RequestHandler } from 'express';
import { publicCache } from '../http/cache-control';
import { listNews, newsFileItems } from '../services/catalog/news';

export const newsRouter = Router();

newsRouter.get('/', publicCache, async (_req, res) => {
  res.json(await listNews());
});

/**
 * GET /news.json, which Hosting rewrites here: the specification's client reads the news from a
 * static file at that address. The same items as /api/news, cached alike, in the file's shape.
 */
export const newsFile: RequestHandler[] = [
  publicCache,
  async (_req, res) => {
    res.json(newsFileItems(await listNews()));
  },
];
