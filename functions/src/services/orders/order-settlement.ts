import { formatRupees, remittanceDeduction, remittanceDifference } from '@bookstore/domain';
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderHistoryRecord, OrderRecord } from '../../db/orders';

/*
 * A COD order's cash as the courier settles it, on orderSettlements/{orderId}:
 * the owner's alone, since the order's customer may read the order document itself. The moves
 * `delivered` and `remitted` (order-moves.ts) write it; cod-remittance.ts checks it first.
 */

/** Delivered by cash on delivery: the courier holds the order's total until it remits it. */
export function openSettlement(tx: Transaction, orderId: string, record: OrderRecord): void {
  tx.set(collections.orderSettlements().doc(orderId), {
    cashPending: true,
    codAmount: record.totalPrice,
    orderCreatedAt: record.createdAt,
    courier: record.shipment?.courier ?? 'other',
    entries: [],
  });
}

/** The note of the owner's history entry: "COD remitted: ₹420.00 on 2026-11-20, reference R1; short by ₹30.00". */
export function remittanceNote(due: number, remittance: { amount: number; date: string; reference: string }): string {
  const difference = remittanceDifference(remittanceDeduction(due, remittance.amount));
  const remitted = `COD remitted: ${formatRupees(remittance.amount)} on ${remittance.date}, reference ${remittance.reference}`;
  return difference ? `${remitted}; ${difference} (of ${formatRupees(due)})` : remitted;
}

/**
 * The courier paid `amount` over for the order: its cash is no longer pending, the difference from
 * the order's total is the courier's deduction, and the owner's view of the history gains the entry.
 * The caller's transaction has read the order and its settlement and checked both.
 */
export function settleCash(
  tx: Transaction,
  orderId: string,
  record: OrderRecord,
  remittance: { amount: number; date: string; reference: string },
  at: { now: Timestamp; by: string },
): void {
  const { amount, date, reference } = remittance;
  const deduction = remittanceDeduction(record.totalPrice, amount);
  const entry: OrderHistoryRecord = {
    status: record.status,
    at: at.now,
    by: at.by,
    note: remittanceNote(record.totalPrice, remittance),
  };
  tx.set(
    collections.orderSettlements().doc(orderId),
    {
      cashPending: false,
      remittance: { amount, deduction, date, reference, recordedAt: at.now },
      entries: FieldValue.arrayUnion(entry),
    },
    { merge: true },
  );
}
