import { isRestocked, toPaise } from '@bookstore/domain';
import { collections } from '../db/collections';
import { customerKey } from '../services/customers/customer-key';
import { standingFields, type StandingOrders } from '../services/customers/customer-averages';
import { forEachOrderPage } from './order-pages';
import { runTransaction } from '../db/store-transaction';

export interface CustomerAveragesBackfill {
  /** Customers whose sums were computed from their orders. */
  customers: number;
}

/**
 * Fills the sums behind 'Users by average order' (services/customers/customer-averages.ts) for customers
 * whose orders were placed before they were kept. Each customer's sums are computed afresh from
 * their orders, never added to, so a second run writes the same figures as the first.
 *
 * Safe while orders come in: each customer is done in their own transaction, which reads their
 * customerOrders document before querying their orders. An order, cancel or return of that
 * customer writes the document in its own transaction, so one of the two re-runs after the other
 * and the sums include every order either way.
 */
export async function backfillCustomerAverages(): Promise<CustomerAveragesBackfill> {
  const customers = await customersWithOrders();
  for (const [email, spellings] of customers) await backfillCustomer(email, spellings);
  return { customers: customers.size };
}

/**
 * Every customer who has ordered, by lower-cased e-mail (as customerKey files them), with the
 * spellings their orders store: the API stores them lower-cased, but an order written by hand
 * may not be. Read a page of orders at a time.
 */
async function customersWithOrders(): Promise<Map<string, Set<string>>> {
  const customers = new Map<string, Set<string>>();
  await forEachOrderPage((page) => {
    for (const doc of page) {
      const stored = doc.data().email;
      if (stored.trim() === '') continue;
      const email = stored.trim().toLowerCase();
      customers.set(email, (customers.get(email) ?? new Set<string>()).add(stored));
    }
  });
  return customers;
}

/** Writes one customer's sums from their orders as they stand now, in one transaction. */
async function backfillCustomer(email: string, spellings: Set<string>): Promise<void> {
  const ref = collections.customerOrders().doc(customerKey(email));
  await runTransaction(async (tx) => {
    // The customer's document is read in the transaction first. Every order, cancel or return of
    // this customer writes it in their own transaction, so one committed after this read makes
    // this transaction run again, and one committed before it is in the query below. The query
    // itself is not transactional: the emulator's transactional queries lock far more than their
    // results and fail under concurrent orders (decision 021), and the document already guards it.
    await tx.get(ref);
    const orders = await collections
      .orders()
      .where('email', 'in', [...spellings])
      .get();
    const standing: StandingOrders = { orders: 0, paise: 0 };
    let latest: { at: number; name: string } | undefined;
    for (const doc of orders.docs) {
      const order = doc.data();
      // The name on the latest order, as the order transaction keeps it, cancelled or not.
      const at = order.createdAt.toMillis();
      if (!latest || at > latest.at) latest = { at, name: order.name };
      if (isRestocked(order.status)) continue;
      standing.orders += 1;
      standing.paise += toPaise(order.totalPrice);
    }
    tx.set(ref, { email, latestOrderName: latest?.name ?? '', ...standingFields(standing) }, { merge: true });
  });
}
