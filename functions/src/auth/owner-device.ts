import jwt from 'jsonwebtoken';
import { randomUUID } from 'node:crypto';

/**
 * The owner's device credential (OWASP's "device cookie", decision 037): a successful sign-in
 * gives the browser a signed token naming the owner and a random device id; the SPA keeps it and
 * sends it with its next sign-ins. Failures from a known device count against that device only,
 * and the ceiling per username, which anyone can fill from forged addresses, locks unknown
 * devices only, so a stranger's flood cannot lock the owner out of a browser they used before.
 *
 * Not a session: it lets no one in without the password. Signed with the owner token's key but
 * with its own audience, so neither can pass for the other.
 */
const AUDIENCE = 'owner-device';
const ALGORITHM = 'HS256';
/** A year: the owner's own browser stays known across the seasons of a small shop. */
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;

export function signOwnerDevice(username: string, secret: string, deviceId: string = randomUUID()): string {
  return jwt.sign({ dev: deviceId }, secret, {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    subject: username.trim().toLowerCase(),
    expiresIn: DEVICE_TTL_SECONDS,
  });
}

/**
 * The device id, when `token` is a current device credential of this username; null for
 * anything else (another owner's, expired, forged, an owner session token). Never throws.
 */
export function ownerDeviceOf(token: string | undefined, username: string, secret: string): string | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, secret, {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      subject: username.trim().toLowerCase(),
    });
    if (typeof payload !== 'object' || typeof payload.dev !== 'string' || payload.dev.length > 64) return null;
    return payload.dev;
  } catch {
    return null;
  }
}
