import { adminOrdersQuerySchema, isDocumentId, orderStatusChangeSchema } from '@bookstore/domain';
import { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { noStore } from '../http/cache-control';
import { notFound } from '../http/errors';
import { parseWith } from '../http/validate';
import { changeOrderStatus, getOrder, listOrders } from '../services/order-lifecycle';
import { getAdminStats } from '../services/stats';

export const adminRouter = Router();
adminRouter.use(noStore, requireAdmin);

adminRouter.get('/', async (_req, res) => {
  res.json(await getAdminStats());
});

function orderId(raw: unknown): string {
  if (typeof raw !== 'string' || !isDocumentId(raw)) throw notFound('Order not found.');
  return raw;
}

adminRouter.get('/orders', async (req, res) => {
  res.json(await listOrders(await parseWith(adminOrdersQuerySchema, req.query)));
});

adminRouter.get('/orders/:id', async (req, res) => {
  res.json(await getOrder(orderId(req.params.id)));
});

adminRouter.patch('/orders/:id/status', async (req, res) => {
  const id = orderId(req.params.id);
  const { status } = await parseWith(orderStatusChangeSchema, req.body);
  const order = await changeOrderStatus(id, status, req.admin!.username);
  res.json({ message: `The order is now ${status}.`, order });
});
