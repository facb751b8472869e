import { orderRequestSchema } from '@bookstore/domain';
import { Router } from 'express';
import { requireCustomer } from '../auth/require-customer';
import { noStore } from '../http/cache-control';
import { idempotencyKeyFrom } from '../http/idempotency-key';
import { parseWith } from '../http/validate';
import { requireVerifiedEmail } from '../services/customers/customers';
import { ForbiddenError } from '../services/errors';
import { reserveOrderAttempt } from '../services/orders/order-attempts';
import { ordersForEmail, placeOrder } from '../services/orders/orders';

export const ordersRouter = Router();
ordersRouter.use(noStore, requireCustomer);

ordersRouter.post('/create-order', async (req, res) => {
  const customer = req.customer!;
  requireVerifiedEmail(customer);
  // The storefront sends one key per checkout attempt, so a retried or doubled submit
  // returns the first order instead of placing another.
  const idempotencyKey = idempotencyKeyFrom(req.get('idempotency-key'));
  const request = await parseWith(orderRequestSchema, req.body);
  // The e-mail on an order is always the signed-in customer's own.
  if (request.email.toLowerCase() !== customer.email) {
    throw new ForbiddenError('Orders can only be placed with your own e-mail address.');
  }
  // Counted once the request is a well-formed order of this customer, placed or not (a
  // retry with the same key is the same attempt).
  await reserveOrderAttempt(customer, request.phone, idempotencyKey);
  const { order, replayed } = await placeOrder(request, customer, idempotencyKey);
  if (replayed) res.set('Idempotent-Replayed', 'true');
  res.status(201).json(order);
});

ordersRouter.get('/email/:email', async (req, res) => {
  const customer = req.customer!;
  requireVerifiedEmail(customer);
  if ((req.params.email ?? '').trim().toLowerCase() !== customer.email) {
    throw new ForbiddenError('You can only see your own orders.');
  }
  res.json(await ordersForEmail(customer.email));
});
