import { STORE_ACTOR } from '@bookstore/domain';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderHistoryRecord, OrderRecord } from '../../db/orders';

// The order's history as its customer may read it and the owner's audit beside it (decision 018).
// These build the entries; order-moves.ts alone writes them to the order.

const isCustomers = (entry: OrderHistoryRecord, order: Pick<OrderRecord, 'email'>) => entry.by === order.email;
const storeEntry = (entry: OrderHistoryRecord): OrderHistoryRecord => ({ ...entry, by: STORE_ACTOR });

/**
 * The order's history as its customer may read it (every change not the customer's own is the
 * store's), and the entries that named an owner: orders stored before decision 018 hold them.
 */
export function ownerNamesOutOfHistory(record: Pick<OrderRecord, 'email' | 'history'>): {
  history: OrderHistoryRecord[];
  ownerNamed: OrderHistoryRecord[];
} {
  return {
    history: record.history.map((old) => (isCustomers(old, record) ? old : storeEntry(old))),
    ownerNamed: record.history.filter((old) => !isCustomers(old, record) && old.by !== STORE_ACTOR && old.by !== ''),
  };
}

/**
 * An owner's change to one order: the history the order keeps, with the change as the store's,
 * and the owner's name filed in the audit in the same transaction. Orders written before the
 * audit existed carry owner names in their history: those move too. Write the history returned.
 */
export function withOwnersEntry(
  tx: Transaction,
  orderId: string,
  record: Pick<OrderRecord, 'email' | 'history'>,
  entry: OrderHistoryRecord,
): OrderHistoryRecord[] {
  const { history, ownerNamed } = ownerNamesOutOfHistory(record);
  auditOwnerEntries(tx, orderId, [...ownerNamed, entry]);
  return [...history, storeEntry(entry)];
}

/** Files owner-named entries in the order's audit, which only the owner's API reads. Needs no read. */
export function auditOwnerEntries(tx: Transaction, orderId: string, entries: OrderHistoryRecord[]): void {
  if (entries.length === 0) return;
  tx.set(collections.orderAudit().doc(orderId), { entries: FieldValue.arrayUnion(...entries) }, { merge: true });
}
