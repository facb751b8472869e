import { createHash } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../config';
import { collections, type IdempotencyKeyRecord } from '../db/collections';
import { canonicalJson } from '../http/canonical-json';
import { badRequest, conflict } from '../http/errors';

/** UUIDs and similar opaque tokens; anything else is a client bug worth a 400. */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface IdempotencyClaim {
  ref: DocumentReference;
  uid: string;
  requestHash: string;
}

/** Reads the optional Idempotency-Key header; undefined when the client sent none. */
export function idempotencyKeyFrom(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!KEY_PATTERN.test(key)) {
    throw badRequest('The Idempotency-Key header must be 8 to 128 letters, digits, "-" or "_".', { 'Idempotency-Key': 'Not a valid key.' });
  }
  return key;
}

/** Binds a key to one customer and to the exact (validated) request it first came with. */
export function idempotencyClaim(uid: string, key: string, request: unknown): IdempotencyClaim {
  return {
    ref: collections.idempotencyKeys().doc(sha256(`${uid}\n${key}`)),
    uid,
    requestHash: sha256(canonicalJson(request)),
  };
}

/**
 * Inside the order transaction, before any write: the id of the order this key already
 * placed (a replay), or null for a fresh key. The same key with another request is a 409.
 * Reading the claim in the transaction makes concurrent requests with one key serialize:
 * all but one see the committed claim on retry.
 */
export async function earlierOrderFor(tx: Transaction, claim: IdempotencyClaim, now: Timestamp): Promise<string | null> {
  const record = (await tx.get(claim.ref)).data() as IdempotencyKeyRecord | undefined;
  // TTL deletion can lag by a day; an expired record counts as gone.
  if (!record || record.expiresAt.toMillis() <= now.toMillis()) return null;
  if (record.requestHash !== claim.requestHash) {
    throw conflict('This Idempotency-Key was already used for a different order. Start a new checkout to place another order.');
  }
  return record.orderId;
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
