import { customerEmailSchema, type RelatedAccount } from '@bookstore/domain';
import { Router } from 'express';
import { parseWith } from '../http/validate';
import { blockCustomer, customerAccount, unblockCustomer } from '../services/customers/customer-accounts';
import { accountsSharingKeys } from '../services/customers/customer-open-orders';
import { cancelOpenOrders } from '../services/orders/order-lifecycle';

/**
 * Names the accounts the limits count as the same person, so the owner can look at them too;
 * the tools act on the e-mail given only, as another member of a household may share a phone.
 */
function sharing(related: RelatedAccount[]): string {
  if (related.length === 0) return '';
  const names = related.map((account) => `${account.email} (${account.shares.join(' and ')})`).join(', ');
  return ` ${related.length === 1 ? 'Another account shares' : `${related.length} other accounts share`} this customer's mailbox or phone: ${names}.`;
}

/** The owner's tools against an abusive customer; mounted under the admin router (owner token, no-store). */
export const adminCustomersRouter = Router();

adminCustomersRouter.get('/', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.query);
  res.json(await customerAccount(email));
});

adminCustomersRouter.post('/cancel-open-orders', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const [{ cancelled, skipped }, related] = await Promise.all([
    cancelOpenOrders(email, req.admin!.username),
    accountsSharingKeys(email),
  ]);
  const count = cancelled.length === 1 ? '1 open order' : `${cancelled.length} open orders`;
  const left = skipped.length > 0 ? ` ${skipped.length} had moved on and were left as they are.` : '';
  res.json({ message: `Cancelled ${count} of ${email}.${left}${sharing(related)}`, cancelled, skipped, related });
});

adminCustomersRouter.post('/block', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const customer = await blockCustomer(email);
  res.json({
    message: `${email} is blocked: they are signed out and cannot sign in or order.${sharing(customer.related)}`,
    customer,
  });
});

adminCustomersRouter.post('/unblock', async (req, res) => {
  const { email } = await parseWith(customerEmailSchema, req.body);
  const customer = await unblockCustomer(email);
  res.json({ message: `${email} is unblocked and can sign in again.`, customer });
});
