import { paperSign, type BillKind } from '@bookstore/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './emulators';
import { readSalesStats } from '../../functions/src/services/statistics/stats';

/** Sets the stock of the given books (every book when none are named). */
export async function setStock(stock: number, ids?: string[]): Promise<void> {
  const refs = ids
    ? ids.map((id) => db.collection('books').doc(id))
    : (await db.collection('books').select().get()).docs.map((doc) => doc.ref);
  const batch = db.batch();
  // updatedAt in commit time, as every writer of books sets it: instances catch up by it (instance-catalog.ts).
  refs.forEach((ref) => batch.update(ref, { stock, updatedAt: FieldValue.serverTimestamp() }));
  await batch.commit();
}

export async function stockOf(id: string): Promise<number> {
  return (await db.collection('books').doc(id).get()).get('stock') as number;
}

/**
 * The stored sales figures, and the same figures from the paper and the orders (decision 051):
 * every order placed, and the bills' totals less the credit notes'.
 */
export async function salesFigures() {
  const [stats, orders, bills] = await Promise.all([
    readSalesStats(),
    db.collection('orders').count().get(),
    db.collection('bills').select('kind', 'totalPaise').get(),
  ]);
  return {
    stored: {
      orders: stats.totalOrders,
      salesPaise: stats.totalSalesPaise,
    },
    summed: {
      orders: orders.data().count,
      salesPaise: bills.docs.reduce(
        (sum, doc) => sum + paperSign(doc.get('kind') as BillKind) * (doc.get('totalPaise') as number),
        0,
      ),
    },
  };
}
