import {
  COURIER_IDS,
  fromPaise,
  storeMonth,
  toPaise,
  type CourierId,
  type CourierRemittances,
  type DailyQueue,
} from '@bookstore/domain';
import { AggregateField, FieldValue, type Transaction } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { collections } from '../../db/collections';
import { getAllOf } from '../../db/documents';

/*
 * The overview's "this month's cash from each courier": remitted and deducted per
 * courier and month, added to in the remittance's own transaction (one write per transaction, not
 * per parcel), on one of MONTH_SHARDS documents per month chosen at random: an import's parallel
 * transactions writing one document queued on it and took three times as long (1,000 rows: 15.9 s
 * against 5.0 s on the emulator). The overview reads the month's shards in one round trip.
 */

/** Documents per month: `remittanceMonths/{YYYY-MM}-{n}`. */
export const MONTH_SHARDS = 16;
const shardsOf = (month: string) =>
  Array.from({ length: MONTH_SHARDS }, (_, n) => collections.remittanceMonths().doc(`${month}-${n}`));

/** One courier's remittances of one month, in paise. */
export interface CourierMonthFigures {
  parcels: number;
  remittedPaise: number;
  deductedPaise: number;
}

/** Sums remittances by the month of their date (YYYY-MM-DD, the store's calendar) and courier. */
export class RemittanceTally {
  private readonly months = new Map<string, Map<CourierId, CourierMonthFigures>>();

  add(date: string, courier: CourierId, remittedPaise: number, deductedPaise: number): void {
    const month = date.slice(0, 7);
    const couriers = this.months.get(month) ?? new Map<CourierId, CourierMonthFigures>();
    const sum = couriers.get(courier) ?? { parcels: 0, remittedPaise: 0, deductedPaise: 0 };
    couriers.set(courier, {
      parcels: sum.parcels + 1,
      remittedPaise: sum.remittedPaise + remittedPaise,
      deductedPaise: sum.deductedPaise + deductedPaise,
    });
    this.months.set(month, couriers);
  }

  /** Adds the sums to each month's document: increments, so it reads nothing. */
  write(tx: Transaction): void {
    for (const [month, couriers] of this.months) {
      const increments = Object.fromEntries(
        [...couriers].map(([courier, sum]) => [
          courier,
          {
            parcels: FieldValue.increment(sum.parcels),
            remittedPaise: FieldValue.increment(sum.remittedPaise),
            deductedPaise: FieldValue.increment(sum.deductedPaise),
          },
        ]),
      );
      const shard = shardsOf(month)[randomInt(MONTH_SHARDS)]!;
      tx.set(shard, { couriers: increments }, { merge: true });
    }
  }
}

/** This month's figures on the store's calendar, most remitted first. */
export async function remittancesThisMonth(now = new Date()): Promise<CourierRemittances> {
  const month = storeMonth(now);
  const sums = new Map<CourierId, CourierMonthFigures>();
  for (const shard of await getAllOf(shardsOf(month)))
    for (const [courier, sum] of Object.entries(shard.data()?.couriers ?? {})) {
      if (!COURIER_IDS.includes(courier as CourierId)) continue;
      const was = sums.get(courier as CourierId) ?? { parcels: 0, remittedPaise: 0, deductedPaise: 0 };
      sums.set(courier as CourierId, {
        parcels: was.parcels + sum.parcels,
        remittedPaise: was.remittedPaise + sum.remittedPaise,
        deductedPaise: was.deductedPaise + sum.deductedPaise,
      });
    }
  const couriers = [...sums]
    .map(([courier, sum]) => ({
      courier,
      parcels: sum.parcels,
      remitted: fromPaise(sum.remittedPaise),
      deducted: fromPaise(sum.deductedPaise),
    }))
    .sort((a, b) => b.remitted - a.remitted || a.courier.localeCompare(b.courier));
  return { month, couriers };
}

/** The daily queue's cash pending: one aggregation over the owner's settlements. */
export async function cashPendingFigures(): Promise<DailyQueue['cashPending']> {
  const cash = await collections
    .orderSettlements()
    .where('cashPending', '==', true)
    .aggregate({ count: AggregateField.count(), rupees: AggregateField.sum('codAmount') })
    .get();
  // The sum of rupee amounts, back to paise and 2 decimals: a float sum may drift in the last digit.
  return { count: cash.data().count, amount: fromPaise(toPaise(cash.data().rupees ?? 0)) };
}
