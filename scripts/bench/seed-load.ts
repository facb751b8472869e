import { Timestamp } from 'firebase-admin/firestore';
import { makeIsbn13 } from '../../seed/catalog';
import { CATEGORY_IDS } from '@bookstore/domain';
import { collections } from '../../functions/src/db/collections';
import { db } from '../../functions/src/firebase';
import { addToSales } from '../../functions/src/services/stats';

/** Adds generated books until the catalog holds `total`. */
export async function fillCatalog(total: number): Promise<number> {
  const existing = (await collections.books().count().get()).data().count;
  const start = Date.now() - 10 * 24 * 3600 * 1000;
  for (let i = existing; i < total; i += 400) {
    const batch = db().batch();
    for (let n = i; n < Math.min(total, i + 400); n++) {
      const at = Timestamp.fromMillis(start - n * 1000);
      batch.set(collections.books().doc(`bench-${n}`), {
        ISBN: makeIsbn13(1000 + n),
        title: `Bench Book ${n}`,
        author: `Author ${n % 97}`,
        description: 'A generated book for the benchmark. '.repeat(4),
        category: CATEGORY_IDS[n % CATEGORY_IDS.length]!,
        trending: n % 9 === 0,
        coverImage: '/covers/the-lean-ledger.svg',
        oldPrice: 500,
        stock: 50,
        sold: 0,
        newPrice: 399,
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  }
  return total;
}

/**
 * Writes `count` stored orders and the matching statistics directly, in batches: the
 * statistics endpoint must not care how many there are.
 */
export async function addOrders(count: number, bookId: string, price: number): Promise<void> {
  for (let i = 0; i < count; i += 450) {
    const batch = db().batch();
    const n = Math.min(450, count - i);
    const now = Timestamp.now();
    for (let k = 0; k < n; k++) {
      const email = `bench${(i + k) % 50}@example.com`;
      batch.set(collections.orders().doc(), {
        name: 'Bench',
        email,
        phone: '9999999999',
        address: { street: 's', city: 'c', country: 'India', state: 'st', zipcode: '411001', landmark: '' },
        products: [{ productId: bookId, quantity: 1, title: 'Bench', price }],
        productIds: [bookId],
        totalPrice: price,
        status: 'pending',
        history: [{ status: 'pending', at: now, by: email }],
        createdAt: now,
      });
    }
    addToSales(batch, Math.round(price * 100) * n, n, now.toDate());
    await batch.commit();
  }
}
