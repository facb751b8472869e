import { customerEmailSchema } from '@bookstore/domain';
import { Router } from 'express';
import { parseWith } from '../http/validate';
import { blockCustomer, customerAccount, unblockCustomer } from '../services/customer-accounts';
import { cancelOpenOrders } from '../services/order-lifecycle';

/** The owner's tools against an abusive customer; mounted under the admin router (owner token, no-store). */
export const adminCustomersRouter = Router();

adminCustomersRouter.get('/', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.query);
  res.json(await customerAccount(email));
});

adminCustomersRouter.post('/cancel-open-orders', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const { cancelled, skipped } = await cancelOpenOrders(email, req.admin!.username);
  const count = cancelled.length === 1 ? '1 open order' : `${cancelled.length} open orders`;
  const left = skipped.length > 0 ? ` ${skipped.length} had moved on and were left as they are.` : '';
  res.json({ message: `Cancelled ${count} of ${email}.${left}`, cancelled, skipped });
});

adminCustomersRouter.post('/block', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const customer = await blockCustomer(email);
  res.json({ message: `${email} is blocked: they are signed out and cannot sign in or order.`, customer });
});

adminCustomersRouter.post('/unblock', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const customer = await unblockCustomer(email);
  res.json({ message: `${email} is unblocked and can sign in again.`, customer });
});
