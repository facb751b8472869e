import type { Order } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { db, type Customer } from './emulators';
import { call } from './http';
import { bookA, bookB } from './orders';
import { orderAlong, type Step } from './refunds';

// For the return tests: delivered orders, and their return requests, through the API.

export const DELIVERED: Step[] = [
  { status: 'confirmed' },
  { status: 'shipped', courier: 'delhivery', awb: 'AWB-RETURN-1' },
  { status: 'delivered' },
];
/** refunds.ts's books: two of bookA, one of bookB. */
export const ONE_B = [{ productId: bookB.slug, quantity: 1 }];
export const TWO_A = [{ productId: bookA.slug, quantity: 2 }];
export const UPI_ID = 'asha.verma@okhdfcbank';
export const BANK = { accountName: 'Asha Verma', accountNumber: '123456789012', ifsc: 'hdfc0001234' };

/** A new customer's delivered order (COD unless said), with the owner's view of it. */
export const deliveredOrder = (token: string, payment: 'cod' | 'upi' = 'cod', customer?: Customer) =>
  orderAlong(token, payment, payment === 'upi' ? [{ utr: freshUtrFor() }, ...DELIVERED] : DELIVERED, customer);

let utrs = 0;
const freshUtrFor = () => String(800_000_000_000 + (Date.now() % 1_000_000_000) * 100 + (utrs++ % 100));

export const requestReturn = (customer: Customer, orderId: string, body: Record<string, unknown>) =>
  call('POST', `/orders/${orderId}/return-requests`, { token: customer.idToken, body });

export const decide = (token: string, returnId: string, body: Record<string, unknown>) =>
  call('PATCH', `/admin/return-requests/${returnId}`, { token, body });

/** A request that the test expects to be made (201); its answer. */
export async function requested(customer: Customer, orderId: string, body: Record<string, unknown>) {
  const response = await requestReturn(customer, orderId, { reason: 'damaged', note: '', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as NonNullable<Order['returns']>[number];
}

/** Moves the order's delivery `days` into the past: the window is counted from it. */
export async function deliveredDaysAgo(orderId: string, days: number): Promise<void> {
  const ref = db.collection('orders').doc(orderId);
  const history = (await ref.get()).get('history') as Array<{ status: string; at: Timestamp }>;
  const at = Timestamp.fromMillis(Date.now() - days * 86_400_000);
  await ref.update({ history: history.map((entry) => (entry.status === 'delivered' ? { ...entry, at } : entry)) });
}

/** Every e-mail about the order, as one text: what must never carry the refund's account. */
export async function allMailText(orderId: string): Promise<string> {
  const mails = await db.collection('mail').where('orderId', '==', orderId).get();
  return mails.docs.map((doc) => JSON.stringify(doc.get('message'))).join('\n');
}
