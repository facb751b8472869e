import { ownerEmailSetting } from '../mail/settings';
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
  const accounts = await ownerAlertAddresses();
  const fallback = ownerEmailSetting();
  const to = accounts.length > 0 ? accounts : fallback ? [fallback] : [];
  cached = { at: now, to };
  return to;
}

/** Tests that change the owner accounts' addresses start from a fresh read. */
export function forgetOwnerAlertRecipients(): void {
  cached = undefined;
}
