import { CUSTOMER_LIMITS } from '@bookstore/domain';
import { collections } from '../../db/collections';
import type { OrderAttemptsRecord } from '../../db/counters';
import type { Customer } from '../customers/customers';
import { mailboxKey } from '../customers/customer-key';
import { TooManyAttemptsError } from '../errors';
import { customerKeyHash, orderPlacedWith } from './idempotency';
import { retryAfterSeconds, windowCounter } from '../window-counter';
import { runTransaction } from '../../db/store-transaction';

const attempts = windowCounter<OrderAttemptsRecord>(
  CUSTOMER_LIMITS.orderAttemptWindowSeconds * 1000,
  (record) => record.attempts,
);
/** Simultaneous attempts of one customer contend on one document; each must count, not fail. */
const ATTEMPT_TRANSACTION_ATTEMPTS = 30;

/**
 * Counts one order attempt for the customer's mailbox, or refuses it with 429 and Retry-After once the
 * window holds CUSTOMER_LIMITS.orderAttempts. Only the mailbox, which every alias of the account
 * shares (decision 045): a phone, typed or proven, is no key here, so a stranger's refused
 * attempts with someone's number never lock that person out. It runs in its own transaction before the
 * order's, so an attempt counts whether or not the order is placed: a script retrying a
 * refused order is slowed down like one placing them. A fixed window: it starts at the first
 * attempt and the count starts over when it ends.
 *
 * A retry of a key whose order was placed (a retry after a lost answer) passes without counting
 * again, even at the limit, so the shopper reaches the order placed already. A retry of a key
 * whose earlier attempt placed nothing (refused: sold out, over a limit, a changed total) counts
 * again: otherwise one key would poll a sold-out book for ever. So does a request without a key.
 * The key's own record (idempotency.ts) says which: the order transaction writes it only with
 * an order.
 */
export async function reserveOrderAttempt(customer: Customer, idempotencyKey?: string): Promise<void> {
  // Kept under the id the mailbox's count had since decision 035, so today's counts carry on.
  const ref = collections.orderAttempts().doc(mailboxKey(customer.email));
  const key = idempotencyKey ? customerKeyHash(customer.uid, idempotencyKey) : null;
  await runTransaction(
    async (tx) => {
      const now = Date.now();
      const current = attempts.open((await tx.get(ref)).data(), now);
      if (key !== null && current?.keys.includes(key) && (await orderPlacedWith(tx, key, now))) return;
      const ends = attempts.lockedUntil(current, CUSTOMER_LIMITS.orderAttempts, now);
      if (ends > now) {
        const retryAfter = retryAfterSeconds(ends, now);
        throw new TooManyAttemptsError(
          `You have tried to place ${CUSTOMER_LIMITS.orderAttempts} orders in the last hour, the most the store ` +
            `accepts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
        );
      }
      const keys = current?.keys ?? [];
      const { count, ...window } = attempts.next(current, now);
      const next: OrderAttemptsRecord = {
        attempts: count,
        keys: key && !keys.includes(key) ? [...keys, key] : keys,
        ...window,
      };
      tx.set(ref, next);
    },
    { maxAttempts: ATTEMPT_TRANSACTION_ATTEMPTS },
  );
}
