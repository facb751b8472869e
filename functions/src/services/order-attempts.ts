import { CUSTOMER_LIMITS } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, type OrderAttemptsRecord } from '../db/collections';
import { db } from '../firebase';
import type { Customer } from './customers';
import { customerKey } from './customer-key';
import { TooManyAttemptsError } from './errors';
import { customerKeyHash } from './idempotency';

const WINDOW_MS = CUSTOMER_LIMITS.orderAttemptWindowSeconds * 1000;
/** Simultaneous attempts of one customer contend on one document; each must count, not fail. */
const ATTEMPT_TRANSACTION_ATTEMPTS = 30;

/**
 * Counts one order attempt for the customer, or refuses it with 429 and Retry-After once the
 * window holds CUSTOMER_LIMITS.orderAttempts. It runs in its own transaction before the
 * order's, so an attempt counts whether or not the order is placed: a script retrying a
 * refused order is slowed down like one placing them. A fixed window: it starts at the first
 * attempt and the count starts over when it ends.
 *
 * An attempt is one checkout attempt: requests repeating a counted Idempotency-Key (a double
 * click, a retry after a lost answer) pass without counting again, even at the limit, so the
 * shopper's retry reaches the order it may already have placed. A request without a key
 * always counts.
 */
export async function reserveOrderAttempt(customer: Customer, idempotencyKey?: string): Promise<void> {
  const ref = collections.orderAttempts().doc(customerKey(customer.email));
  const key = idempotencyKey ? customerKeyHash(customer.uid, idempotencyKey) : null;
  await db().runTransaction(
    async (tx) => {
      const now = Date.now();
      const stored = (await tx.get(ref)).data();
      const current = stored && now < stored.windowStartedAt.toMillis() + WINDOW_MS ? stored : null;
      if (key && current?.keys.includes(key)) return;
      const start = current ? current.windowStartedAt.toMillis() : now;
      const attempts = current?.attempts ?? 0;
      if (attempts >= CUSTOMER_LIMITS.orderAttempts) {
        const retryAfter = Math.max(1, Math.ceil((start + WINDOW_MS - now) / 1000));
        throw new TooManyAttemptsError(
          `You have tried to place ${CUSTOMER_LIMITS.orderAttempts} orders in the last hour, the most the store ` +
            `accepts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
        );
      }
      const next: OrderAttemptsRecord = {
        attempts: attempts + 1,
        keys: key ? [...(current?.keys ?? []), key] : (current?.keys ?? []),
        windowStartedAt: Timestamp.fromMillis(start),
        expiresAt: Timestamp.fromMillis(start + WINDOW_MS),
      };
      tx.set(ref, next);
    },
    { maxAttempts: ATTEMPT_TRANSACTION_ATTEMPTS },
  );
}
