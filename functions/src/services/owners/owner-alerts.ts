import { ownerEmailSetting } from '../../mail/transport/settings';
import { ownerAlertAddresses } from './admins';

/** Owner accounts change rarely; one instance asks again after this long. */
const CACHE_MS = 60_000;
let cached: { at: number; to: string[] } | undefined;

/**
 * Where the owner's alerts (new orders, low stock) go: the addresses the owner accounts gave
 * (`npm run admin:create -- --email`), or else the OWNER_EMAIL param. Read before the order's
 * transaction, so an order reads no more documents because of its e-mail.
 */
export async function ownerAlertRecipients(now = Date.now()): Promise<string[]> {
  if (cached && now - cached.at < CACHE_MS) return cached.to;
  const fallback = ownerEmailSetting();
  let accounts: string[];
  try {
    accounts = await ownerAlertAddresses();
  } catch (error) {
    // An order never fails because the owner's alert address could not be looked up: the
    // param's address gets it this time, and the next order asks again (nothing is cached).
    console.error('Could not read the owner accounts for alerts; using OWNER_EMAIL.', error);
    return fallback ? [fallback] : [];
  }
  const to = accounts.length > 0 ? accounts : fallback ? [fallback] : [];
  cached = { at: now, to };
  return to;
}

/** Tests that change the owner accounts' addresses start from a fresh read. */
export function forgetOwnerAlertRecipients(): void {
  cached = undefined;
}
