import { paperSign, storeMonth } from '@bookstore/domain';
import { salesStatsShards } from '../config';
import { collections } from '../db/collections';
import type { SalesStatsRecord } from '../db/counters';
import { sumSalesStats } from '../services/statistics/stats';
import { forEachOrderPage } from './order-pages';
import { runTransaction } from '../db/store-transaction';

export interface SalesFromBills {
  bills: number;
  creditNotes: number;
  /** Orders counted as placed (an order without a stored date has no month and is left out). */
  orders: number;
  /** False when the figures already followed the paper: nothing was written. */
  rewritten: boolean;
}

type MonthFigures = SalesStatsRecord['months'][string];
const noFigures = (): MonthFigures => ({ salesPaise: 0, orders: 0, bills: 0, creditNotes: 0, refundsPaise: 0 });

/**
 * An older store's sales figures count an order's total in the month it was placed and take a
 * cancel or a return out of that same month. The figures follow the paper (decision 051): each bill
 * in the month it was issued, each credit note taken off the month it was issued, and the orders
 * count is the orders placed. This recomputes them from the bills collection and the orders,
 * and replaces the shards (and the single document of earlier versions) with one shard holding
 * the result. The refunds are carried over as they stand: they were always counted in the month
 * they were made.
 *
 * Computed afresh, never added to, so a second run finds the figures equal and writes nothing.
 * Safe while orders come in: the transaction reads every shard first, and every order, bill,
 * credit note and refund writes one of them, so one committed after those reads makes this
 * transaction run again, and one committed before them is in the queries that follow (which
 * are not transactional, as in customer-averages.ts).
 */
export async function rebuildSalesFromBills(): Promise<SalesFromBills> {
  const shardIds = new Set((await collections.salesShards().listDocuments()).map((ref) => ref.id));
  for (let n = 0; n < salesStatsShards(); n++) shardIds.add(String(n));
  const shards = [...shardIds].map((id) => collections.salesShards().doc(id));
  const single = collections.salesStats();

  return runTransaction(async (tx) => {
    const stored = await tx.getAll(single, ...shards);
    const now = sumSalesStats(stored.flatMap((doc) => doc.data() ?? []));
    const rebuilt: SalesStatsRecord = {
      totalSalesPaise: 0,
      totalOrders: 0,
      shippingPaise: 0,
      codFeePaise: 0,
      months: {},
    };
    const month = (at: Date) => (rebuilt.months[storeMonth(at)] ??= noFigures());
    const counted = { bills: 0, creditNotes: 0, orders: 0 };

    for (const bill of (await collections.bills().get()).docs.map((doc) => doc.data())) {
      const sign = paperSign(bill.kind);
      const figures = month(bill.issuedAt.toDate());
      figures.salesPaise += sign * bill.totalPaise;
      rebuilt.totalSalesPaise += sign * bill.totalPaise;
      rebuilt.shippingPaise += sign * bill.shippingPaise;
      rebuilt.codFeePaise += sign * bill.codFeePaise;
      if (bill.kind === 'credit-note') {
        figures.creditNotes += 1;
        counted.creditNotes += 1;
      } else {
        figures.bills += 1;
        counted.bills += 1;
      }
    }
    await forEachOrderPage((page) => {
      for (const doc of page) {
        const placedAt = doc.data().createdAt;
        if (placedAt.toMillis() <= 0) continue;
        month(placedAt.toDate()).orders += 1;
        counted.orders += 1;
      }
    });
    rebuilt.totalOrders = counted.orders;
    for (const [key, figures] of Object.entries(now.months))
      if (figures.refundsPaise !== 0) (rebuilt.months[key] ??= noFigures()).refundsPaise = figures.refundsPaise;

    const rewritten = !sameFigures(now, rebuilt);
    if (rewritten) {
      tx.delete(single);
      for (const shard of shards) if (shard.id !== '0') tx.delete(shard);
      tx.set(collections.salesShards().doc('0'), rebuilt);
    }
    return { ...counted, rewritten };
  });
}

/** Equal figures, a month of nothing but zeros counting as no month. */
function sameFigures(a: SalesStatsRecord, b: SalesStatsRecord): boolean {
  const canonical = (record: SalesStatsRecord) =>
    JSON.stringify({
      ...record,
      months: Object.entries(record.months)
        .filter(([, figures]) => Object.values(figures).some((value) => value !== 0))
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, figures]) => [key, { ...noFigures(), ...figures }]),
    });
  return canonical(a) === canonical(b);
}
