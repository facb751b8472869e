import {
  cancelOpenOrdersResultSchema,
  customerAccountSchema,
  customerBlockResultSchema,
  customerCodSchema,
  customerEmailSchema,
  orderReference,
  type RelatedAccount,
} from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import {
  blockCustomer as block,
  customerAccount,
  unblockCustomer as unblock,
  setCustomerCod as switchCod,
} from '../services/customers/customer-accounts';
import { accountsSharingKeys } from '../services/customers/customer-open-orders';
import { cancelOpenOrders } from '../services/orders/order-actions';

/*
 * The owner's tools against an abusive customer. They act on the e-mail given only, as another
 * member of a household may share a phone; the answers name the accounts the limits count as
 * the same person, so the owner can look at them too.
 */

function sharing(related: RelatedAccount[]): string {
  if (related.length === 0) return '';
  const names = related.map((account) => `${account.email} (${account.shares.join(' and ')})`).join(', ');
  return ` ${related.length === 1 ? 'Another account shares' : `${related.length} other accounts share`} this customer's mailbox or phone: ${names}.`;
}

export const getCustomer = endpoint({
  operationId: 'getCustomer',
  method: 'get',
  path: '/api/admin/customers',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'One customer, by e-mail: account state and open orders',
  query: customerEmailSchema,
  queryParameters: [{ field: 'email', description: 'Case-insensitive.' }],
  answers: { '200': json('The customer.', customerAccountSchema), '404': 'NotFound' },
  handle: ({ query }) => customerAccount(query.email),
});

export const cancelCustomerOpenOrders = endpoint({
  operationId: 'cancelCustomerOpenOrders',
  method: 'post',
  path: '/api/admin/customers/cancel-open-orders',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Cancel every open order of one customer',
  description:
    'Each unpaid open order is cancelled as a single cancel would be, in its own transaction: copies back on the shelf, sale out of the figures. An order that moved on meanwhile is skipped and reported. Paid ones (a UPI order confirmed, or its UTR waiting for the check) are listed in `paid` and left for the owner to decide.',
  body: customerEmailSchema,
  answers: { '200': json('What was cancelled.', cancelOpenOrdersResultSchema) },
  handle: async ({ body: { email }, req }) => {
    const [{ cancelled, skipped, paid }, related] = await Promise.all([
      cancelOpenOrders(email, req.admin!.username),
      accountsSharingKeys(email),
    ]);
    const count = cancelled.length === 1 ? '1 open order' : `${cancelled.length} open orders`;
    const left = skipped.length > 0 ? ` ${skipped.length} had moved on and were left as they are.` : '';
    const held =
      paid.length > 0
        ? ` ${paid.length === 1 ? '1 paid order was' : `${paid.length} paid orders were`} left for you to decide: ${paid.map(orderReference).join(', ')}.`
        : '';
    return {
      message: `Cancelled ${count} of ${email}.${left}${held}${sharing(related)}`,
      cancelled,
      skipped,
      paid,
      related,
    };
  },
});

export const blockCustomer = endpoint({
  operationId: 'blockCustomer',
  method: 'post',
  path: '/api/admin/customers/block',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Block a customer',
  description:
    'Disables the Firebase Auth account and revokes its sessions. Customer tokens are verified with revocation checked, so the customer’s next request is refused (403).',
  body: customerEmailSchema,
  answers: { '200': json('Blocked.', customerBlockResultSchema), '404': 'NotFound' },
  handle: async ({ body: { email } }) => {
    const customer = await block(email);
    return {
      message: `${email} is blocked: they are signed out and cannot sign in or order.${sharing(customer.related)}`,
      customer,
    };
  },
});

export const setCustomerCod = endpoint({
  operationId: 'setCustomerCod',
  method: 'post',
  path: '/api/admin/customers/cod',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Switch cash on delivery off (or on again) for one customer',
  description:
    'With it off, the customer may order by UPI only (their COD orders are refused with a field message). The switch is kept on the person, as the order limits count them (decision 049): the mailbox of the e-mail (dots and +tags ignored where the provider ignores them) and every phone their orders proved, so an alias or another account with that phone is switched too. The shop’s RTO rule, when set, does the same after that many refused parcels of the person, whatever this switch says.',
  body: customerCodSchema,
  answers: { '200': json('Switched.', customerBlockResultSchema), '404': 'NotFound' },
  handle: async ({ body: { email, codAllowed } }) => ({
    message: codAllowed
      ? `${email} may pay cash on delivery again.`
      : `${email} may now pay by UPI only: cash on delivery is off for them.`,
    customer: await switchCod(email, codAllowed),
  }),
});

export const unblockCustomer = endpoint({
  operationId: 'unblockCustomer',
  method: 'post',
  path: '/api/admin/customers/unblock',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Unblock a customer',
  description: 'Enables the account again; the customer signs in afresh (the sessions the block revoked stay ended).',
  body: customerEmailSchema,
  answers: { '200': json('Unblocked.', customerBlockResultSchema), '404': 'NotFound' },
  handle: async ({ body: { email } }) => ({
    message: `${email} is unblocked and can sign in again.`,
    customer: await unblock(email),
  }),
});
