import { Timestamp } from 'firebase-admin/firestore';
import {
  DECOY_HASH,
  HashSlotsBusyError,
  hashPassword,
  needsRehash,
  verifyPassword,
  withHashSlot,
} from '../../auth/passwords';
import { collections } from '../../db/collections';
import type { AdminRecord } from '../../db/owners';
import { TooManyAttemptsError, UnauthenticatedError } from '../errors';
import { clearLoginFailures, reserveLoginAttempt } from './login-throttle';
import { withClientSignInTurn } from './sign-in-turn';
import { runTransaction } from '../../db/store-transaction';

/** Usernames are case-insensitive and stored as the document id, so lookups are one read. */
export function adminKey(username: string): string {
  return encodeURIComponent(username.trim().toLowerCase());
}

/**
 * Firestore refuses "." and ".." and reserves "__x__" ids, and the SDK throws on them; such
 * a username can never be an account, so it is looked up as nobody (found by the fuzz test).
 */
function usableKey(key: string): boolean {
  return key !== '.' && key !== '..' && !/^__.*__$/.test(key);
}

async function findAdmin(username: string): Promise<AdminRecord | undefined> {
  const key = adminKey(username);
  if (!usableKey(key)) return undefined;
  return (await collections.admins().doc(key).get()).data();
}

/** Checks a username and password. Unknown users cost the same as a wrong password. */
export async function checkAdminPassword(username: string, password: string): Promise<AdminRecord | null> {
  const admin = await findAdmin(username);
  const matches = await verifyPassword(password, admin?.passwordHash ?? DECOY_HASH);
  return admin && matches && admin.role === 'admin' ? admin : null;
}

/**
 * Brings a hash made with older scrypt settings up to today's, now that the password is known.
 * Only if the stored hash is still the one just checked: a password changed meanwhile wins.
 */
async function upgradeHash(username: string, password: string, checkedHash: string): Promise<void> {
  const ref = collections.admins().doc(adminKey(username));
  const passwordHash = await hashPassword(password);
  await runTransaction(async (tx) => {
    if ((await tx.get(ref)).data()?.passwordHash !== checkedHash) return;
    tx.update(ref, { passwordHash });
  });
}

/**
 * The owner's sign-in: throttled per username and client address (and per username overall),
 * and one message for an unknown user and a wrong password alike (an unknown user costs a
 * decoy hash check, so timing tells nothing).
 */
export async function signInAdmin(
  username: string,
  password: string,
  address: string | undefined,
  deviceId: string | null = null,
): Promise<AdminRecord> {
  // The turn and the slot are taken before anything is counted: a sign-in refused for want of
  // one is no failure. A known device has its own count and needs no turn (decision 037).
  const check = () =>
    withHashSlot(async () => {
      await reserveLoginAttempt(username, address, deviceId);
      const admin = await checkAdminPassword(username, password);
      if (!admin) throw new UnauthenticatedError('Invalid username or password.');
      await clearLoginFailures(username, address, deviceId);
      if (needsRehash(admin.passwordHash)) await upgradeHash(username, password, admin.passwordHash);
      return admin;
    });
  try {
    return await (deviceId ? check() : withClientSignInTurn(address, check));
  } catch (error) {
    if (error instanceof HashSlotsBusyError)
      throw new TooManyAttemptsError('The sign-in service is busy. Please try again in a moment.', 1);
    throw error;
  }
}

export async function adminExists(username: string): Promise<boolean> {
  return (await findAdmin(username))?.role === 'admin';
}

/** Whether a token of this owner, issued at this token version, may still be used. */
export async function adminSessionIsCurrent(username: string, tokenVersion: number): Promise<boolean> {
  const admin = await findAdmin(username);
  return admin?.role === 'admin' && admin.tokenVersion === tokenVersion;
}

/**
 * Signing out: moves the owner's token version on, so every token issued so far (on this
 * device or any other) is refused from now on.
 */
export async function endAdminSessions(username: string): Promise<void> {
  const ref = collections.admins().doc(adminKey(username));
  await runTransaction(async (tx) => {
    const admin = (await tx.get(ref)).data();
    if (!admin) throw new UnauthenticatedError('Your admin session is no longer valid. Please sign in again.');
    tx.update(ref, { tokenVersion: admin.tokenVersion + 1, updatedAt: Timestamp.now() });
  });
}

/**
 * Adds an admin, or resets the password of an existing one, which ends every earlier session.
 * `email`, when given, is where this owner's alerts go; otherwise an existing one is kept.
 * A new account starts at a version no earlier account had (the clock, in milliseconds), so a
 * token of a deleted account does not come back to life when the name is created again.
 * Returns whether it was new.
 */
export async function upsertAdmin(username: string, password: string, email?: string): Promise<'created' | 'updated'> {
  if (!usableKey(adminKey(username))) throw new Error(`"${username}" cannot be an owner username; choose another.`);
  const ref = collections.admins().doc(adminKey(username));
  const passwordHash = await hashPassword(password);
  const now = Timestamp.now();
  return ref.firestore.runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    const record: AdminRecord = {
      username: username.trim(),
      passwordHash,
      role: 'admin',
      email: email?.trim().toLowerCase() ?? existing?.email ?? '',
      tokenVersion: Math.max(now.toMillis(), (existing?.tokenVersion ?? 0) + 1),
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    tx.set(ref, record);
    return existing ? 'updated' : 'created';
  });
}

/** The e-mail addresses the owner accounts gave for alerts (none set: an empty list). */
export async function ownerAlertAddresses(): Promise<string[]> {
  const admins = await collections.admins().where('role', '==', 'admin').get();
  return [...new Set(admins.docs.map((doc) => doc.data().email).filter(Boolean))].sort();
}
