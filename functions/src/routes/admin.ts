import { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { noStore } from '../http/cache-control';
import { getAdminStats } from '../services/stats';

export const adminRouter = Router();
adminRouter.use(noStore, requireAdmin);

adminRouter.get('/', async (_req, res) => {
  res.json(await getAdminStats());
});
