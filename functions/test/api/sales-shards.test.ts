import { storeMonth } from '@bookstore/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToSales, readSalesStats } from '../../src/services/statistics/stats';
import { db, resetEmulators } from '../../../tests/support/emulators';

// The sales statistics as a sharded counter: no document is written by every order.

const shards = () => db.collection('stats').doc('sales').collection('shards');

beforeEach(async () => {
  await resetEmulators();
});
afterEach(() => {
  delete process.env.SALES_STATS_SHARDS;
});

/** `count` orders placed and billed at `at`, each worth `paiseEach`. */
async function fileSales(count: number, paiseEach: number, at: Date): Promise<void> {
  // One batch per sale, as each order is its own transaction: each picks its own shard.
  for (let i = 0; i < count; i++) {
    const batch = db.batch();
    addToSales(batch, { orders: 1, salesPaise: paiseEach, bills: 1 }, at);
    await batch.commit();
  }
}
const month = (figures: { salesPaise?: number; orders?: number; bills?: number; creditNotes?: number }) => ({
  salesPaise: 0,
  orders: 0,
  bills: 0,
  creditNotes: 0,
  refundsPaise: 0,
  ...figures,
});

describe('the sharded sales statistics', () => {
  it('spread the sales over SALES_STATS_SHARDS documents, and sum to every sale', async () => {
    process.env.SALES_STATS_SHARDS = '4';
    const at = new Date('2026-11-20T10:00:00Z');
    await fileSales(60, 12_345, at);
    const ids = (await shards().get()).docs.map((doc) => doc.id).sort();
    // 60 sales over 4 shards: all 4 used (the chance of one unused is 4 × (3/4)^60, about 1 in 10^7).
    expect(ids).toEqual(['0', '1', '2', '3']);
    expect(await readSalesStats()).toEqual({
      totalOrders: 60,
      totalSalesPaise: 60 * 12_345,
      // Filed without charges (fileSales): none of the sales was shipping or a COD fee.
      shippingPaise: 0,
      codFeePaise: 0,
      months: { [storeMonth(at)]: month({ orders: 60, salesPaise: 60 * 12_345, bills: 60 }) },
    });
  });

  it('keeps counting the single document of earlier versions, and a change of N loses nothing', async () => {
    await db
      .collection('stats')
      .doc('sales')
      .set({ totalSalesPaise: 1000, totalOrders: 2, months: { '2025-01': { salesPaise: 1000, orders: 2 } } });
    process.env.SALES_STATS_SHARDS = '8';
    await fileSales(5, 500, new Date('2026-01-15T10:00:00Z'));
    process.env.SALES_STATS_SHARDS = '2';
    await fileSales(5, 500, new Date('2026-01-15T10:00:00Z'));
    const stats = await readSalesStats();
    expect(stats.totalOrders).toBe(12);
    expect(stats.totalSalesPaise).toBe(6000);
    expect(stats.months).toEqual({
      '2025-01': month({ salesPaise: 1000, orders: 2 }),
      '2026-01': month({ salesPaise: 5000, orders: 10, bills: 10 }),
    });
  });

  it('a credit note taken off another shard still nets out', async () => {
    const at = new Date('2026-03-01T10:00:00Z');
    await fileSales(3, 700, at);
    for (let i = 0; i < 3; i++) {
      const batch = db.batch();
      addToSales(batch, { salesPaise: -700, creditNotes: 1 }, at);
      await batch.commit();
    }
    const stats = await readSalesStats();
    expect(stats.totalOrders).toBe(3);
    expect(stats.totalSalesPaise).toBe(0);
    expect(stats.months[storeMonth(at)]).toEqual(month({ orders: 3, bills: 3, creditNotes: 3 }));
  });
});
