import { Timestamp } from 'firebase-admin/firestore';
import { HashSlotsBusyError } from '../../auth/passwords';
import { addressBucket, throttleRef } from './login-throttle';

/** A turn left behind by an instance that died mid-hash frees itself after this long. */
const TURN_MS = 10_000;

/** gRPC status codes the Firestore SDK puts on `error.code`. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * One password check at a time per client, across every instance (decision 037), for sign-ins
 * from devices the owner never used. A flood from one client, however many usernames it makes
 * up, then costs one hash at a time instead of one per request: the others are answered 429
 * "busy" at once, before anything is counted or hashed. The turn is one document created with
 * "must not exist" and deleted afterwards: a single write each, so a flood does not queue on a
 * transaction's locks as the counters would.
 */
export async function withClientSignInTurn<T>(address: string | undefined, work: () => Promise<T>): Promise<T> {
  const ref = throttleRef('sign-in turn', addressBucket(address));
  const now = Date.now();
  const turn = {
    failures: 0,
    windowStartedAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + TURN_MS), // also the TTL field of loginThrottles
  };
  let takenAt: Timestamp;
  try {
    takenAt = (await ref.create(turn)).writeTime;
  } catch (error) {
    if (codeOf(error) !== ALREADY_EXISTS) throw error;
    const held = await ref.get();
    if (!held.exists || held.data()!.expiresAt.toMillis() > now)
      throw new HashSlotsBusyError('This client is already signing in.');
    // An abandoned turn is taken over only if nobody else took it over first.
    try {
      takenAt = (await ref.update(turn, { lastUpdateTime: held.updateTime! })).writeTime;
    } catch (takeover) {
      if (codeOf(takeover) === FAILED_PRECONDITION || codeOf(takeover) === NOT_FOUND)
        throw new HashSlotsBusyError('This client is already signing in.');
      throw takeover;
    }
  }
  try {
    return await work();
  } finally {
    // Only this turn: one that expired and was taken over meanwhile is left to its new holder.
    await ref.delete({ lastUpdateTime: takenAt }).catch(() => undefined);
  }
}
