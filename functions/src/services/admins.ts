import { Timestamp } from 'firebase-admin/firestore';
import { DECOY_HASH, hashPassword, verifyPassword } from '../auth/passwords';
import { collections, type AdminRecord } from '../db/collections';
import { UnauthenticatedError } from './errors';
import { clearLoginFailures, reserveLoginAttempt } from './login-throttle';

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
 * The owner's sign-in: throttled per username, and one message for an unknown user and a
 * wrong password alike (an unknown user costs a decoy hash check, so timing tells nothing).
 */
export async function signInAdmin(username: string, password: string): Promise<AdminRecord> {
  await reserveLoginAttempt(username);
  const admin = await checkAdminPassword(username, password);
  if (!admin) throw new UnauthenticatedError('Invalid username or password.');
  await clearLoginFailures(username);
  return admin;
}

export async function adminExists(username: string): Promise<boolean> {
  return (await findAdmin(username))?.role === 'admin';
}

/** Adds an admin, or resets the password of an existing one. Returns whether it was new. */
export async function upsertAdmin(username: string, password: string): Promise<'created' | 'updated'> {
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
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    tx.set(ref, record);
    return existing ? 'updated' : 'created';
  });
}
