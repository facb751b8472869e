import { orderRequestSchema } from '@bookstore/domain';
import { Router } from 'express';
import { requireCustomer } from '../auth/require-customer';
import { noStore } from '../http/cache-control';
import { forbidden } from '../http/errors';
import { parseWith } from '../http/validate';
import { ordersForEmail, placeOrder } from '../services/orders';

export const ordersRouter = Router();
ordersRouter.use(noStore, requireCustomer);

ordersRouter.post('/create-order', async (req, res) => {
  const customer = req.customer!;
  const request = await parseWith(orderRequestSchema, req.body);
  // The e-mail on an order is always the signed-in customer's own.
  if (request.email.toLowerCase() !== customer.email) {
    throw forbidden('Orders can only be placed with your own e-mail address.');
  }
  res.status(201).json(await placeOrder(request, customer.email));
});

ordersRouter.get('/email/:email', async (req, res) => {
  const customer = req.customer!;
  if ((req.params.email ?? '').trim().toLowerCase() !== customer.email) {
    throw forbidden('You can only see your own orders.');
  }
  res.json(await ordersForEmail(customer.email));
});
