import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';

/** The first order number a shop gives: four digits from the start, so every number reads alike. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The number the order in this transaction takes (issue 30 §4). Read inside the order's
 * transaction: two orders at once both read the counter, so one of them conflicts, re-runs and
 * takes the next number. No gaps, since a refused order (any throw) writes no counter.
 */
export async function readOrderNumber(tx: Transaction): Promise<number> {
  const counter = (await tx.get(collections.orderNumberCounter())).data();
  return Math.max(FIRST_ORDER_NUMBER, Math.floor(counter?.next ?? 0));
}

/** Moves the counter past the number taken; written with the order. */
export function allocateOrderNumber(tx: Transaction, taken: number): void {
  tx.set(collections.orderNumberCounter(), { next: taken + 1 });
}
