import { Router } from 'express';
import { noStore } from '../http/cache-control';
import { countsAsVisit } from '../http/visit-beacon';
import { countVisit } from '../services/statistics/visits';

/**
 * POST /api/visits: the storefront's beacon, one per page load. It is routed before the API's
 * JSON check (app.ts): `navigator.sendBeacon` sends no body and no Content-Type, and any body
 * that comes is never read. The answer is the same whether or not the call counted.
 */
export const visitsRouter = Router();
visitsRouter.use(noStore);

visitsRouter.post('/', async (req, res) => {
  if (countsAsVisit(req)) await countVisit();
  res.status(204).end();
});
