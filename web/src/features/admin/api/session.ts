import { ADMIN_TOKEN_TTL_SECONDS, type AdminLoginResult } from '@bookstore/domain';

/**
 * The owner's session in local storage: the token under `token`, the owner's name as the login
 * answered it, and the time it was saved. It is valid while younger than the API token's
 * lifetime and over at that age. The token was issued a moment before it was saved, so the API
 * may refuse it that moment sooner; its 401 ends the session too.
 */
export const TOKEN_KEY = 'token';
export const SAVED_AT_KEY = 'tokenSavedAt';
export const OWNER_NAME_KEY = 'ownerName';
export const SESSION_MS = ADMIN_TOKEN_TTL_SECONDS * 1000;

/**
 * The owner's device credential (decision 037): kept across sessions and sign-outs, and sent with
 * every sign-in from this browser, so a stranger's flood of wrong passwords, which locks unknown
 * devices, does not lock this one. It lets no one in without the password.
 */
export const DEVICE_KEY = 'ownerDevice';

export function ownerDevice(): string | undefined {
  return localStorage.getItem(DEVICE_KEY) ?? undefined;
}

export function saveSession(
  login: Pick<AdminLoginResult, 'token' | 'user'> & { device?: string },
  now = Date.now(),
): void {
  if (login.device) localStorage.setItem(DEVICE_KEY, login.device);
  localStorage.setItem(TOKEN_KEY, login.token);
  localStorage.setItem(OWNER_NAME_KEY, login.user.username);
  localStorage.setItem(SAVED_AT_KEY, String(now));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(OWNER_NAME_KEY);
  localStorage.removeItem(SAVED_AT_KEY);
}

/** The token while the session is younger than SESSION_MS, otherwise null (and the stale session is removed). */
export function currentToken(now = Date.now()): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const savedAt = Number(localStorage.getItem(SAVED_AT_KEY));
  if (!token || !Number.isFinite(savedAt) || savedAt <= 0 || savedAt > now || now - savedAt >= SESSION_MS) {
    if (token) clearSession();
    return null;
  }
  return token;
}

/**
 * The owner's name for the header, from the login answer: decoding the token's payload with
 * atob would garble any name outside ASCII. Shown only, never trusted for access.
 */
export function ownerName(): string {
  return localStorage.getItem(OWNER_NAME_KEY) || 'Owner';
}
