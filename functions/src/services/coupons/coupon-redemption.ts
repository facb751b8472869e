import { COUPON_UNUSABLE_MESSAGE, couponDiscount, storeDay, toPaise, type CouponCart } from '@bookstore/domain';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { unchangedSince } from '../../db/contended-transaction';
import type { CouponRecord } from '../../db/coupons';
import { hashedId } from '../../db/hashed-id';
import { orderPersonKeys } from '../customers/customer-key';
import type { Customer } from '../customers/customers';
import { ConflictError } from '../errors';
import { couponTerms } from './coupon-views';

/*
 * Redeeming a coupon in the order's transaction (decision 062). The coupon's
 * document is read afresh at each attempt, with no lock (as the books are: db/contended-
 * transaction.ts), and written on condition that it is unchanged since: of two orders that read
 * the same count, one commits and the other fails whole, reads the new count and runs again. So a
 * code with N uses left is used at most N times, whatever arrives at once, and an order is never
 * placed without its use counted, nor a use counted without its order.
 */

/** A code that does not exist answers as a paused one does (decision 079). */
export const unknownCoupon = (): string => COUPON_UNUSABLE_MESSAGE;

const useRef = (code: string, personKey: string) =>
  collections.couponUses().doc(hashedId('coupon-use', code, personKey));

/** The person a coupon's per-person count is kept for: the mailbox, and the phone the account proved. */
export const personOf = (customer: Customer) => ({
  email: customer.email,
  phone: customer.provenPhone ?? '',
  phoneVerified: customer.provenPhone !== null,
});

/** What the order transaction read of a code: the coupon (unlocked) and the person's uses (in the transaction). */
export interface CouponRead {
  snapshot: DocumentSnapshot<CouponRecord, CouponRecord>;
  record: CouponRecord;
  personKeys: string[];
  personUses: number;
}

/**
 * Reads the code for an order or a quote: the coupon by a plain read (the caller's condition on
 * its update time guards it), the person's uses under each key in `tx` when there is one. An
 * unknown code is a 409 with its sentence.
 */
export async function readCoupon(
  code: string,
  person: { email: string; phone: string; phoneVerified?: boolean },
  tx?: Transaction,
): Promise<CouponRead> {
  const snapshot = await collections.coupons().doc(code).get();
  const record = snapshot.data();
  if (!record) throw new ConflictError(unknownCoupon());
  const personKeys = orderPersonKeys(person);
  const refs = personKeys.map((key) => useRef(code, key));
  const uses = tx ? await tx.getAll(...refs) : await Promise.all(refs.map((ref) => ref.get()));
  const personUses = Math.max(0, ...uses.map((use) => use.data()?.uses ?? 0));
  return { snapshot, record, personKeys, personUses };
}

/** The discount in paise for this cart, or a 409 with the sentence that says why there is none. */
export function discountFor(
  read: CouponRead,
  cart: Omit<CouponCart, 'usesSoFar' | 'personUses' | 'today'>,
  now: Date = new Date(),
): number {
  const outcome = couponDiscount(couponTerms(read.record), {
    ...cart,
    usesSoFar: read.record.uses,
    personUses: read.personUses,
    today: storeDay(now),
  });
  if (!outcome.ok) throw new ConflictError(outcome.reason);
  return outcome.discountPaise;
}

/** In the order's transaction: the use and its discount, on the coupon (conditioned) and the person's keys. */
export function recordCouponUse(tx: Transaction, read: CouponRead, orderId: string, discountPaise: number): void {
  tx.update(
    read.snapshot.ref,
    { uses: read.record.uses + 1, discountGivenPaise: read.record.discountGivenPaise + discountPaise },
    unchangedSince(read.snapshot),
  );
  for (const key of read.personKeys)
    tx.set(
      useRef(read.record.code, key),
      { code: read.record.code, uses: FieldValue.increment(1), orderIds: FieldValue.arrayUnion(orderId) },
      { merge: true },
    );
}

/**
 * In the transaction that cancels an order nobody paid for (the shopper's or the owner's cancel,
 * an unpaid UPI order expiring): its use goes back to the code and to the person. Needs no read.
 * An order paid and then refunded keeps its use (decision 062).
 */
export function giveCouponBack(
  tx: Transaction,
  order: {
    email: string;
    phone: string;
    phoneVerified?: boolean;
    couponCode?: string;
    discount?: number;
    couponPersonKeys?: string[];
  },
  orderId: string,
): void {
  const code = order.couponCode;
  if (!code) return;
  const discountPaise = toPaise(order.discount ?? 0);
  tx.update(collections.coupons().doc(code), {
    uses: FieldValue.increment(-1),
    discountGivenPaise: FieldValue.increment(-discountPaise),
  });
  const keys = order.couponPersonKeys?.length ? order.couponPersonKeys : orderPersonKeys(order);
  for (const key of keys)
    tx.set(
      useRef(code, key),
      { uses: FieldValue.increment(-1), orderIds: FieldValue.arrayRemove(orderId) },
      { merge: true },
    );
}
