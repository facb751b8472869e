import { Router } from 'express';
import { mailIdParam, orderIdParam } from '../http/route-ids';
import { configuredMailSender } from '../mail/sender';
import { mailOfOrder, resendMailForOwner } from '../services/orders/order-mail';

/** The e-mails of an order and the owner's Resend; mounted under the admin router (owner token, no-store). */
export const adminMailRouter = Router();

adminMailRouter.get('/orders/:id/mail', async (req, res) => {
  res.json(await mailOfOrder(orderIdParam(req.params.id)));
});

adminMailRouter.post('/mail/:id/resend', async (req, res) => {
  res.json(await resendMailForOwner(mailIdParam(req.params.id), configuredMailSender()));
});
