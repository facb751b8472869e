/**
 * Requests "from" a given client address, as production delivers them to the function.
 *
 * In production, Firebase Hosting appends the browser's address to X-Forwarded-For, and
 * Google's front end appends the address it saw (Hosting's) and its own. The emulators append
 * nothing (the Hosting emulator passes the client's headers through unchanged and the function
 * listens on a local socket), so the test writes the entries those proxies would add, and the
 * function reads them with the same `trust proxy` setting as in production
 * (docs/decisions/019-owner-sign-in-hardening.md).
 */
const HOSTING_EDGE = '199.36.158.100';
const GOOGLE_FRONT_END = '35.191.0.1';

export function fromAddress(client: string, writtenByClient: string[] = []): Record<string, string> {
  return { 'x-forwarded-for': [...writtenByClient, client, HOSTING_EDGE, GOOGLE_FRONT_END].join(', ') };
}
