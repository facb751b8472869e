import { Timestamp } from 'firebase-admin/firestore';
import { DECOY_HASH, hashPassword, verifyPassword } from '../auth/passwords';
import { collections, type AdminRecord } from '../db/collections';

/** Usernames are case-insensitive and stored as the document id, so lookups are one read. */
export function adminKey(username: string): string {
  return encodeURIComponent(username.trim().toLowerCase());
}

/** Checks a username and password. Unknown users cost the same as a wrong password. */
export async function checkAdminPassword(username: string, password: string): Promise<AdminRecord | null> {
  const snapshot = await collections.admins().doc(adminKey(username)).get();
  const admin = snapshot.data() as AdminRecord | undefined;
  const matches = await verifyPassword(password, admin?.passwordHash ?? DECOY_HASH);
  return admin && matches && admin.role === 'admin' ? admin : null;
}

export async function adminExists(username: string): Promise<boolean> {
  const snapshot = await collections.admins().doc(adminKey(username)).get();
  return snapshot.exists && snapshot.get('role') === 'admin';
}

/** Adds an admin, or resets the password of an existing one. Returns whether it was new. */
export async function upsertAdmin(username: string, password: string): Promise<'created' | 'updated'> {
  const ref = collections.admins().doc(adminKey(username));
  const passwordHash = await hashPassword(password);
  const now = Timestamp.now();
  return ref.firestore.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    const record: AdminRecord = {
      username: username.trim(),
      passwordHash,
      role: 'admin',
      createdAt: existing.exists ? (existing.get('createdAt') as Timestamp) : now,
      updatedAt: now,
    };
    tx.set(ref, record);
    return existing.exists ? 'updated' : 'created';
  });
}
