import { isOrderStatus, isRestocked, toPaise } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from './emulators';
import { readSalesStats } from '../../src/services/statistics/stats';

/** Sets the stock of the given books (every book when none are named). */
export async function setStock(stock: number, ids?: string[]): Promise<void> {
  const refs = ids
    ? ids.map((id) => db.collection('books').doc(id))
    : (await db.collection('books').select().get()).docs.map((doc) => doc.ref);
  const batch = db.batch();
  // updatedAt as every writer of books sets it: instances back from idle catch up by it.
  refs.forEach((ref) => batch.update(ref, { stock, updatedAt: Timestamp.now() }));
  await batch.commit();
}

export async function stockOf(id: string): Promise<number> {
  return (await db.collection('books').doc(id).get()).get('stock') as number;
}

/** The stored sales figures, and the same figures summed over the orders that still stand. */
export async function salesFigures() {
  const [stats, orders] = await Promise.all([readSalesStats(), db.collection('orders').get()]);
  const standing = orders.docs.filter((doc) => {
    const status: unknown = doc.get('status');
    return !(isOrderStatus(status) && isRestocked(status));
  });
  return {
    stored: {
      orders: stats.totalOrders,
      salesPaise: stats.totalSalesPaise,
    },
    summed: {
      orders: standing.length,
      salesPaise: standing.reduce((sum, doc) => sum + toPaise(doc.get('totalPrice') as number), 0),
    },
  };
}
