import { storeMonth, type AdminStats } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { db as functionDb } from '../../src/firebase';
import { rebuildSalesFromBills } from '../../src/migrations/sales-from-bills';
import { readSalesStats, recordRefund } from '../../src/services/statistics/stats';
import { db } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { placeWithCharges, saveBillingShop } from '../../../tests/support/billing-shop';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { salesFigures, setStock } from '../../../tests/support/stock';

// The migration of decision 051: figures kept by the month each order was placed, with cancels
// taken out of that month, become figures by the month each bill and credit note was issued.

const store = useSeededStore();
let token: string;

beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
  await saveBillingShop(token);
});

const move = async (id: string, body: object) => {
  const response = await call('PATCH', `/admin/orders/${id}/status`, { token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
};
const shards = () => db.collection('stats').doc('sales').collection('shards');

/** The figures as an older store keeps them: by the month placed, cancels taken out of it. */
async function writeEarlierFigures(standingPaise: number, standing: number): Promise<void> {
  const batch = db.batch();
  for (const doc of (await shards().get()).docs) batch.delete(doc.ref);
  batch.set(db.collection('stats').doc('sales'), {
    totalSalesPaise: standingPaise - 1000,
    totalOrders: standing - 1,
    months: { [storeMonth()]: { salesPaise: standingPaise - 1000, orders: standing - 1 } },
  });
  batch.set(shards().doc('3'), {
    totalSalesPaise: 1000,
    totalOrders: 1,
    months: { [storeMonth()]: { salesPaise: 1000, orders: 1 } },
  });
  await batch.commit();
}

describe('rebuildSalesFromBills()', () => {
  it('files each bill and credit note in the month it was issued, counts every order placed, keeps the refunds', async () => {
    const returned = await placeWithCharges('cod');
    await move(returned.id, { status: 'confirmed' });
    await move(returned.id, { status: 'shipped' });
    await move(returned.id, { status: 'returned' });
    const paid = await placeWithCharges('upi');
    expect(
      (
        await call('POST', `/orders/${paid.id}/payment`, {
          token: paid.customer.idToken,
          body: { utr: '812345678901' },
        })
      ).status,
    ).toBe(200);
    await move(paid.id, { status: 'confirmed' });
    const pending = await placeWithCharges('cod');
    // The UPI order's bill as if issued at the end of October (its order placed then too).
    const october = Timestamp.fromDate(new Date('2026-10-31T23:50:00+05:30'));
    await db.collection('bills').doc(`bill-${paid.id}`).update({ issuedAt: october });
    await db.collection('orders').doc(paid.id).update({ createdAt: october });
    await writeEarlierFigures(paid.paise + pending.paise, 2);
    // A refund made in September: figures the migration has no paper for, carried as they are.
    await functionDb().runTransaction(async (tx) => {
      await tx.get(collections.orders().doc(paid.id));
      recordRefund(tx, 5_000, new Date('2026-09-10T12:00:00+05:30'));
    });

    expect(await rebuildSalesFromBills()).toEqual({ bills: 2, creditNotes: 1, orders: 3, rewritten: true });

    expect(await readSalesStats()).toEqual({
      totalSalesPaise: paid.paise,
      totalOrders: 3,
      shippingPaise: 4900,
      codFeePaise: 0,
      months: {
        '2026-09': { salesPaise: 0, orders: 0, bills: 0, creditNotes: 0, refundsPaise: 5_000 },
        '2026-10': { salesPaise: paid.paise, orders: 1, bills: 1, creditNotes: 0, refundsPaise: 0 },
        [storeMonth()]: { salesPaise: 0, orders: 2, bills: 1, creditNotes: 1, refundsPaise: 0 },
      },
    });
    expect((await db.collection('stats').doc('sales').get()).exists).toBe(false);
    expect((await shards().get()).docs.map((doc) => doc.id)).toEqual(['0']);
    const figures = await salesFigures();
    expect(figures.stored).toEqual(figures.summed);
    const overview = (await get<AdminStats>('/admin', token)).body;
    expect(overview.monthlySales.find((m) => m._id === '2026-10')?.totalSales).toBe(paid.paise / 100);

    // A second run finds the figures as they should be and writes nothing.
    const written = (await shards().doc('0').get()).updateTime!;
    expect(await rebuildSalesFromBills()).toEqual({ bills: 2, creditNotes: 1, orders: 3, rewritten: false });
    expect((await shards().doc('0').get()).updateTime!.isEqual(written)).toBe(true);
  });

  it('loses nothing to bills issued while it runs', async () => {
    const orders = await Promise.all([
      placeWithCharges('cod'),
      placeWithCharges('cod'),
      placeWithCharges('cod'),
      placeWithCharges('cod'),
    ]);
    for (const { id } of orders) await move(id, { status: 'confirmed' });
    await writeEarlierFigures(
      orders.reduce((sum, order) => sum + order.paise, 0),
      4,
    );
    // Each parcel ships (a bill each) while the migration reads and rewrites the figures.
    await Promise.all([rebuildSalesFromBills(), ...orders.map(({ id }) => move(id, { status: 'shipped' }))]);
    const figures = await salesFigures();
    expect(figures.stored).toEqual(figures.summed);
    expect(figures.stored).toEqual({ orders: 4, salesPaise: orders.reduce((sum, order) => sum + order.paise, 0) });
    expect((await rebuildSalesFromBills()).rewritten).toBe(false);
  });
});
