import { COURIER_IDS, remittanceDeduction, toPaise, type CourierId } from '@bookstore/domain';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import type { OrderSettlementRecord } from '../db/order-settlements';
import type { OrderHistoryRecord } from '../db/orders';
import { db } from '../firebase';
import { RemittanceTally } from '../services/statistics/remittance-figures';
import { runTransaction } from '../db/store-transaction';

export interface SettlementMigration {
  /** Orders whose cash state moved off them to the owner's settlement. */
  moved: number;
  /** Of those, orders whose remittance (and its history note) moved. */
  remitted: number;
}

/** The history note every remittance wrote on the order in an older store. */
const REMITTED_NOTE = /^COD remitted: /;

/**
 * In an older store a COD order carries `cashPending`, `remittance` and the history entry "COD
 * remitted: …" on the order document, which its customer may read from Firestore. This moves
 * them to orderSettlements/{orderId} (closed to clients), with the owner's name from the audit on
 * the entry and the remittance's deduction (0: an older remittance is always the full amount), adds
 * each remittance to its month's per-courier figures, and takes them off the order, all in one
 * transaction per order that reads it again. A second run finds no order carrying them.
 */
export async function moveSettlementsOffOrders(): Promise<SettlementMigration> {
  // The orders' converter no longer reads these fields: the raw documents do.
  const orders = db().collection('orders');
  const carrying = await orders.where('cashPending', 'in', [true, false]).select().get();
  let moved = 0;
  let remitted = 0;
  for (const { id } of carrying.docs) {
    const outcome = await runTransaction(async (tx) => {
      const [order, settlement, audit] = await Promise.all([
        tx.get(orders.doc(id)),
        tx.get(collections.orderSettlements().doc(id)),
        tx.get(collections.orderAudit().doc(id)),
      ]);
      const raw = order.data();
      if (!raw || typeof raw.cashPending !== 'boolean') return null;
      const history = (Array.isArray(raw.history) ? raw.history : []) as OrderHistoryRecord[];
      const notes = history.filter((entry) => REMITTED_NOTE.test(entry.note ?? ''));
      const names = new Map((audit.data()?.entries ?? []).map((entry) => [key(entry), entry.by]));
      const courier = courierOf(raw);
      const remittance = remittanceOf(raw);
      if (!settlement.exists) {
        const moving: OrderSettlementRecord = {
          cashPending: raw.cashPending,
          codAmount: raw.totalPrice as number,
          orderCreatedAt: raw.createdAt as Timestamp,
          courier,
          entries: notes.map((entry) => ({ ...entry, by: names.get(key(entry)) ?? entry.by })),
          ...(remittance ? { remittance } : {}),
        };
        tx.set(collections.orderSettlements().doc(id), moving);
        if (remittance) {
          const tally = new RemittanceTally();
          tally.add(remittance.date, courier, toPaise(remittance.amount), toPaise(remittance.deduction));
          tally.write(tx);
        }
      }
      tx.update(orders.doc(id), {
        cashPending: FieldValue.delete(),
        remittance: FieldValue.delete(),
        history: history.filter((entry) => !notes.includes(entry)),
      });
      return { remitted: remittance !== undefined };
    });
    if (outcome) {
      moved++;
      if (outcome.remitted) remitted++;
    }
  }
  return { moved, remitted };
}

const key = (entry: OrderHistoryRecord) => `${entry.status}@${entry.at.toMillis()}`;

function courierOf(raw: DocumentData): CourierId {
  const courier = (raw.shipment as { courier?: unknown } | undefined)?.courier;
  return COURIER_IDS.find((id) => id === courier) ?? 'other';
}

function remittanceOf(raw: DocumentData): OrderSettlementRecord['remittance'] {
  const stored = raw.remittance as Record<string, unknown> | undefined;
  if (!stored || typeof stored.amount !== 'number') return undefined;
  return {
    amount: stored.amount,
    deduction: remittanceDeduction(raw.totalPrice as number, stored.amount),
    date: String(stored.date),
    reference: String(stored.reference),
    recordedAt: stored.recordedAt instanceof Timestamp ? stored.recordedAt : Timestamp.now(),
  };
}
