import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../config';
import { collections } from '../../db/collections';
import type { IdempotencyKeyRecord } from '../../db/orders';
import { hashedId } from '../../db/hashed-id';
import { canonicalJson } from '../canonical-json';
import { ConflictError } from '../errors';

export interface IdempotencyClaim {
  ref: DocumentReference<IdempotencyKeyRecord, IdempotencyKeyRecord>;
  uid: string;
  requestHash: string;
}

/**
 * One customer's Idempotency-Key, hashed: the key document's id, and how the attempt count knows a retry.
 * The uid comes first, with no purpose before it: the ids already stored were made so.
 */
export const customerKeyHash = (uid: string, key: string) => hashedId(uid, key);

/** Binds a key to one customer and to the exact (validated) request it first came with. */
export function idempotencyClaim(uid: string, key: string, request: unknown): IdempotencyClaim {
  return {
    ref: collections.idempotencyKeys().doc(customerKeyHash(uid, key)),
    uid,
    // Compared with the hash stored with the key, so made the same way: one part, the request.
    requestHash: hashedId(canonicalJson(request)),
  };
}

/**
 * Inside the order transaction, before any write: the id of the order this key already
 * placed (a replay), or null for a fresh key. The same key with another request is a 409.
 * Reading the claim in the transaction makes concurrent requests with one key serialize:
 * all but one see the committed claim on retry.
 */
export async function earlierOrderFor(
  tx: Transaction,
  claim: IdempotencyClaim,
  now: Timestamp,
): Promise<string | null> {
  const record = (await tx.get(claim.ref)).data();
  // TTL deletion can lag by a day; an expired record counts as gone.
  if (!record || record.expiresAt.toMillis() <= now.toMillis()) return null;
  if (record.requestHash !== claim.requestHash) {
    throw new ConflictError(
      'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
    );
  }
  return record.orderId;
}

/** Whether the key (its customerKeyHash) placed an order that its record still names. */
export async function orderPlacedWith(tx: Transaction, keyHash: string, now: number): Promise<boolean> {
  const record = (await tx.get(collections.idempotencyKeys().doc(keyHash))).data();
  return record !== undefined && record.expiresAt.toMillis() > now;
}

export function rememberOrder(tx: Transaction, claim: IdempotencyClaim, orderId: string, now: Timestamp): void {
  const record: IdempotencyKeyRecord = {
    uid: claim.uid,
    requestHash: claim.requestHash,
    orderId,
    createdAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + IDEMPOTENCY_KEY_TTL_HOURS * 3600_000),
  };
  tx.set(claim.ref, record);
}
