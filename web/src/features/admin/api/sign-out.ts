import * as routes from '@bookstore/domain/api-routes';
import { call } from '@web/lib/api-client';
import { clearSession, currentToken } from './session';

/**
 * Ends the owner's session on the server, so the token stops working even if it was copied,
 * then forgets it here. The local session ends whatever the server answers: an owner who
 * clicked "Logout" is logged out on this device at least.
 */
export async function signOutOwner(): Promise<void> {
  const token = currentToken();
  clearSession();
  if (!token) return;
  try {
    await call(routes.signOutOwner, { body: {}, token });
  } catch (error) {
    console.warn('The server could not end the owner session; it ends when the token expires.', error);
  }
}
