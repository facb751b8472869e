import { ADMIN_TOKEN_TTL_SECONDS } from '@bookstore/domain';
import jwt from 'jsonwebtoken';

export interface AdminClaims {
  sub: string;
  role: string;
  /** The owner record's tokenVersion when the token was issued (claim `ver`). */
  version: number;
}

const ALGORITHM = 'HS256';
/** Allowed clock difference between instances, in seconds. */
const CLOCK_SKEW = 30;

/** HS256 is only as strong as its key: refuse to sign with less than 32 bytes. */
const MIN_SECRET_BYTES = 32;

function strongSecret(secret: string): string {
  if (Buffer.byteLength(secret, 'utf8') < MIN_SECRET_BYTES) {
    throw new Error(`ADMIN_JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes; set it as docs/deployment.md says.`);
  }
  return secret;
}

export function signAdminToken(username: string, tokenVersion: number, secret: string): string {
  return jwt.sign({ role: 'admin', ver: tokenVersion }, strongSecret(secret), {
    algorithm: ALGORITHM,
    subject: username,
    expiresIn: ADMIN_TOKEN_TTL_SECONDS,
  });
}

/**
 * Verifies signature, algorithm and lifetime. Returns null for anything that is not a
 * well-formed, current token signed with our key; never throws.
 */
export function verifyAdminToken(token: string, secret: string, now = Date.now()): AdminClaims | null {
  const key = strongSecret(secret);
  try {
    const payload = jwt.verify(token, key, {
      algorithms: [ALGORITHM],
      clockTolerance: CLOCK_SKEW,
      clockTimestamp: Math.floor(now / 1000),
    });
    if (typeof payload !== 'object' || payload === null) return null;
    const { sub, role, exp, iat, ver } = payload;
    // jsonwebtoken accepts tokens without exp; ours always expire.
    if (typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (iat > now / 1000 + CLOCK_SKEW) return null;
    if (exp - iat > ADMIN_TOKEN_TTL_SECONDS) return null;
    if (typeof sub !== 'string' || typeof role !== 'string') return null;
    // A token without a version predates ending sessions on the server: refuse it.
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver)) return null;
    return { sub, role, version: ver };
  } catch {
    return null;
  }
}
