import { adminBooksQuerySchema, adminOrdersQuerySchema, orderStatusChangeSchema } from '@bookstore/domain';
import { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { noStore } from '../http/cache-control';
import { bookIdParam, orderIdParam } from '../http/route-ids';
import { parseWith } from '../http/validate';
import { adminBooks, getBook } from '../services/catalog/books';
import { changeOrderStatus, getOrder, listOrders } from '../services/orders/order-lifecycle';
import { getAdminStats } from '../services/statistics/stats';
import { adminCustomersRouter } from './admin-customers';
import { adminExportsRouter } from './admin-exports';
import { adminMailRouter } from './admin-mail';
import { adminNewsletterRouter } from './admin-newsletter';

export const adminRouter = Router();
adminRouter.use(noStore, requireAdmin);

adminRouter.get('/', async (_req, res) => {
  res.json(await getAdminStats());
});

// Before the routes with an :id, which would take "export" for one.
adminRouter.use(adminExportsRouter);

// The owner's own views of the books. The public catalog answers may come from the Hosting
// CDN for a minute, so the owner would see a deleted book come back after the refetch; these
// are private, no-store, and catch the index up with Firestore on every request.
adminRouter.get('/books', async (req, res) => {
  res.json(await adminBooks(await parseWith(adminBooksQuerySchema, req.query)));
});

adminRouter.get('/books/:id', async (req, res) => {
  res.json(await getBook(bookIdParam(req.params.id)));
});

adminRouter.get('/orders', async (req, res) => {
  res.json(await listOrders(await parseWith(adminOrdersQuerySchema, req.query)));
});

adminRouter.get('/orders/:id', async (req, res) => {
  res.json(await getOrder(orderIdParam(req.params.id)));
});

adminRouter.patch('/orders/:id/status', async (req, res) => {
  const id = orderIdParam(req.params.id);
  const { status } = await parseWith(orderStatusChangeSchema, req.body);
  const order = await changeOrderStatus(id, status, req.admin!.username);
  res.json({ message: `The order is now ${status}.`, order });
});

adminRouter.use('/customers', adminCustomersRouter);
adminRouter.use(adminMailRouter);
adminRouter.use('/newsletter', adminNewsletterRouter);
