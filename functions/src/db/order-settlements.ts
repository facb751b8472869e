import { COURIER_IDS } from '@bookstore/domain';
import { collectionOf } from './documents';
import { historyEntryShape } from './orders';
import {
  amount,
  flag,
  listOf,
  mapOf,
  oneOf,
  optionalMap,
  shape,
  text,
  timestamp,
  type RecordOf,
} from './stored-fields';

/**
 * orderSettlements/{orderId}: a delivered COD order's cash as the courier settles it.
 * Its customer may read the order document from Firestore, so what the courier paid
 * over, what it kept and the history note that records it live here, closed to every client
 * (firestore.rules), read by the owner's API only. Written when the order is delivered by cash
 * on delivery, and again when its cash is remitted.
 */
const remittanceShape = shape({
  /** Rupees the courier paid over. */
  amount,
  /** codAmount less amount, in rupees: the courier's charges (negative when it paid over more). */
  deduction: amount,
  /** The courier's remittance date, YYYY-MM-DD on the store's calendar. */
  date: text,
  reference: text,
  recordedAt: timestamp,
});

export const orderSettlementShape = shape({
  /** Delivered, its cash not yet remitted: stays so through a return until the courier pays it over. */
  cashPending: flag,
  /** The order's total, which the courier collected (rupees): the daily queue sums it. */
  codAmount: amount,
  /** The order's createdAt: the Cash pending list is newest first, as the orders list. */
  orderCreatedAt: timestamp,
  /** The courier that delivered it (the overview's per-courier figures). */
  courier: oneOf(COURIER_IDS, 'other'),
  remittance: optionalMap(remittanceShape),
  /** History entries only the owner sees (the remittance's), merged into the owner's view of the order. */
  entries: listOf(historyEntryShape),
});
export type OrderSettlementRecord = RecordOf<typeof orderSettlementShape>;

/**
 * remittanceMonths/{YYYY-MM}-{shard}: each courier's remittances dated in that month of the
 * store's calendar, added to in the remittance's transaction on a shard chosen at random, so the
 * overview reads a few small documents (the sales figures' way). Closed to clients.
 */
const courierMonthShape = shape({ parcels: amount, remittedPaise: amount, deductedPaise: amount });
export const remittanceMonthShape = shape({ couriers: mapOf(courierMonthShape) });
export type RemittanceMonthRecord = RecordOf<typeof remittanceMonthShape>;

export const settlementCollections = {
  orderSettlements: collectionOf('orderSettlements', orderSettlementShape),
  remittanceMonths: collectionOf('remittanceMonths', remittanceMonthShape),
};
