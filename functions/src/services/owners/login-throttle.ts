import { isIPv6 } from 'node:net';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_CLIENT,
  LOGIN_MAX_FAILURES_PER_DEVICE,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_SECONDS,
} from '../../config';
import { collections } from '../../db/collections';
import type { LoginThrottleRecord } from '../../db/counters';
import { hashedId } from '../../db/hashed-id';
import { TooManyAttemptsError } from '../errors';
import { retryAfterSeconds, windowCounter } from '../window-counter';
import { runTransaction } from '../../db/store-transaction';

/**
 * The address a failure is counted against. One IPv6 host usually holds a whole /64, so an
 * IPv6 address counts as its /64; otherwise one machine could try 5 passwords per address
 * for ever. A request with no address (only on the emulator, where nothing forwards one)
 * shares one bucket.
 */
export function addressBucket(address: string | undefined): string {
  if (!address) return 'unknown';
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (!isIPv6(plain)) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counters live in Firestore because function instances share no memory, under hashes so no
 * username or address is stored. Unknown usernames are counted exactly like real ones, so a
 * lock-out reveals nothing either.
 */
export function throttleRef(...parts: string[]) {
  return collections.loginThrottles().doc(hashedId('admin-login', ...parts));
}

const normalized = (username: string) => username.trim().toLowerCase();
const perAddress = (username: string, address: string | undefined) =>
  throttleRef(normalized(username), addressBucket(address));
const perUsername = (username: string) => throttleRef(normalized(username));
const perDevice = (username: string, deviceId: string) => throttleRef(normalized(username), 'device', deviceId);
const perClient = (address: string | undefined) => throttleRef('any username', addressBucket(address));

/**
 * The counters a sign-in reserves a failure on. From a device the owner signed in on before
 * (decision 037): that device's own, nothing else, so no flood from elsewhere, however its
 * addresses are forged, locks it. From any other: the (username, address) pair, the username
 * across all addresses, and the address across all usernames, which bounds the scrypt work
 * one client can cause with random usernames.
 */
function countersFor(username: string, address: string | undefined, deviceId: string | null) {
  if (deviceId) return [{ ref: perDevice(username, deviceId), limit: LOGIN_MAX_FAILURES_PER_DEVICE }];
  return [
    { ref: perAddress(username, address), limit: LOGIN_MAX_FAILURES_PER_ADDRESS },
    { ref: perUsername(username), limit: LOGIN_MAX_FAILURES_PER_USERNAME },
    { ref: perClient(address), limit: LOGIN_MAX_FAILURES_PER_CLIENT },
  ];
}

/** Contending sign-ins for one username retry rather than fail with a 500. */
const THROTTLE_TRANSACTION_ATTEMPTS = 25;
const failures = windowCounter<LoginThrottleRecord>(LOGIN_WINDOW_SECONDS * 1000, (record) => record.failures);

interface Counter {
  ref: DocumentReference<LoginThrottleRecord>;
  record: LoginThrottleRecord | undefined;
  limit: number;
}

function countFailure(tx: Transaction, { ref, record }: Counter, now: number): void {
  const { count, ...window } = failures.next(record, now);
  const next: LoginThrottleRecord = { failures: count, ...window };
  tx.set(ref, next);
}

/**
 * Counts this attempt as a failure *before* the password is checked, for this (username,
 * address) and for the username across all addresses, so a burst of parallel guesses cannot
 * slip past either limit; a correct password then clears this address's count. While either
 * is locked this throws 429 with Retry-After and the password is never checked.
 */
export async function reserveLoginAttempt(
  username: string,
  address: string | undefined,
  deviceId: string | null = null,
): Promise<void> {
  const refs = countersFor(username, address, deviceId);
  await runTransaction(
    async (tx) => {
      const now = Date.now();
      const snapshots = await tx.getAll(...refs.map(({ ref }) => ref));
      const counters: Counter[] = refs.map((entry, i) => ({ ...entry, record: snapshots[i]!.data() }));
      const lockedUntil = Math.max(0, ...counters.map(({ record, limit }) => failures.lockedUntil(record, limit, now)));
      if (lockedUntil > now) {
        const retryAfter = retryAfterSeconds(lockedUntil, now);
        throw new TooManyAttemptsError(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
        );
      }
      for (const counter of counters) countFailure(tx, counter, now);
    },
    { maxAttempts: THROTTLE_TRANSACTION_ATTEMPTS },
  );
}

/**
 * A successful sign-in forgets the failures of its device, or of its address, and takes back its
 * own reservation from the counts shared with others (the username's, the client's). The rest of
 * those stays until its window ends: the owner signing in must not wipe out the record of
 * guesses made from elsewhere.
 */
export async function clearLoginFailures(
  username: string,
  address: string | undefined,
  deviceId: string | null = null,
): Promise<void> {
  if (deviceId) {
    await perDevice(username, deviceId).delete();
    return;
  }
  const shared = [perUsername(username), perClient(address)];
  await runTransaction(
    async (tx) => {
      const now = Date.now();
      // One read in a fixed order, as reserveLoginAttempt reads: reads lock on the emulator.
      const records = await tx.getAll(...shared);
      records.forEach((snapshot, index) => {
        const open = failures.open(snapshot.data(), now);
        if (open && open.failures > 0) tx.update(shared[index]!, { failures: open.failures - 1 });
      });
      tx.delete(perAddress(username, address));
    },
    { maxAttempts: THROTTLE_TRANSACTION_ATTEMPTS },
  );
}
