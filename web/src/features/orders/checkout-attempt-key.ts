import { ApiError } from '@web/lib/api-client';

/**
 * The Idempotency-Key of the checkout attempt in progress. A 5xx or a lost connection can
 * come after the server wrote the order, so the key outlives such failures, and a reload of
 * the tab too (sessionStorage): sending the order again then returns the order already placed
 * instead of placing a second one. Only an answer that settles the attempt ends it.
 */
const STORAGE_KEY = 'bookstore.checkoutAttemptKey';

/** Where sessionStorage is off (some private modes) the key lives as long as the page. */
let keyInMemory: string | null = null;

export function currentAttemptKey(): string {
  const stored = storage();
  const kept = stored ? stored.getItem(STORAGE_KEY) : keyInMemory;
  return kept ?? renewAttemptKey();
}

/** Starts a new attempt: after a placed order, or after a refusal the shopper has to fix. */
export function renewAttemptKey(): string {
  const key = crypto.randomUUID();
  const stored = storage();
  if (stored) stored.setItem(STORAGE_KEY, key);
  else keyInMemory = key;
  return key;
}

/**
 * True when a failed order certainly wrote nothing: a 4xx is the API refusing this request
 * (invalid details, a changed total, too few copies, a key reused for another order). A 5xx
 * or no answer at all (status 0) may have come after the commit, so the attempt goes on.
 */
export function endsAttempt(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

function storage(): Storage | null {
  try {
    const probe = `${STORAGE_KEY}.probe`;
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return null;
  }
}
