/**
 * The owner's session in local storage: the token under `token` and the time it was saved.
 * It is valid while under 60 minutes old (the API token's lifetime) and over at 60. The token
 * was issued a moment before it was saved, so the API may refuse it that moment sooner; its 401
 * ends the session too.
 */
export const TOKEN_KEY = 'token';
export const SAVED_AT_KEY = 'tokenSavedAt';
export const SESSION_MS = 60 * 60 * 1000;

export function saveSession(token: string, now = Date.now()): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(SAVED_AT_KEY, String(now));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(SAVED_AT_KEY);
}

/** The token while the session is under 60 minutes old, otherwise null (and the stale session is removed). */
export function currentToken(now = Date.now()): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const savedAt = Number(localStorage.getItem(SAVED_AT_KEY));
  if (!token || !Number.isFinite(savedAt) || savedAt <= 0 || savedAt > now || now - savedAt >= SESSION_MS) {
    if (token) clearSession();
    return null;
  }
  return token;
}

/** The owner's name from the token's subject, for the header; never trusted for access. */
export function ownerName(token: string): string {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : 'Owner';
  } catch {
    return 'Owner';
  }
}
