import jwt from 'jsonwebtoken';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { adminSecret, TEST_PROJECT_ID } from './emulators';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** A JWT with no signature at all ("alg": "none"). */
export function unsignedToken(payload: object): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

/** Owner-token claims as the API issues them, for `username`, valid for 10 minutes. */
export function ownerClaims(username: string, overrides: Record<string, unknown> = {}) {
  return { role: 'admin', sub: username, iat: now(), exp: now() + 600, ...overrides };
}

type Forgery = (username: string, validToken: string) => string;

const hs = (payload: object, algorithm: jwt.Algorithm, key = adminSecret()) => jwt.sign(payload, key, { algorithm });
const without = (claims: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(claims).filter(([k]) => k !== key));

/** Every way an owner token can be wrong, except the account (see the deleted-owner case). */
export const OWNER_TOKEN_FORGERIES: Record<string, Forgery> = {
  'alg none': (user) => unsignedToken(ownerClaims(user)),
  'alg none, the real signature kept': (user, valid) =>
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(ownerClaims(user))}.${valid.split('.')[2]}`,
  'HS512 with the right key': (user) => hs(ownerClaims(user), 'HS512'),
  'HS384 with the right key': (user) => hs(ownerClaims(user), 'HS384'),
  'RS256 with an attacker key': (user) =>
    jwt.sign(ownerClaims(user), generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey, { algorithm: 'RS256' }),
  'HS256 with a wrong key': (user) => hs(ownerClaims(user), 'HS256', randomBytes(48).toString('base64url')),
  'no exp': (user) => hs(without(ownerClaims(user), 'exp'), 'HS256'),
  'past exp': (user) => hs(ownerClaims(user, { iat: now() - 7200, exp: now() - 3600 }), 'HS256'),
  'future iat': (user) => hs(ownerClaims(user, { iat: now() + 3600, exp: now() + 3900 }), 'HS256'),
  'no iat': (user) =>
    jwt.sign(without(ownerClaims(user), 'iat'), adminSecret(), { algorithm: 'HS256', noTimestamp: true }),
  'lifetime of 30 days': (user) => hs(ownerClaims(user, { exp: now() + 30 * 24 * 3600 }), 'HS256'),
  'another payload under a valid signature': (_user, valid) => {
    const [header, , signature] = valid.split('.');
    return `${header}.${base64url(ownerClaims('someone-else'))}.${signature}`;
  },
};

/**
 * A Firebase ID token changed after issue. The Auth emulator's tokens are unsigned and the
 * Admin SDK checks only the claims on the emulator, so these prove the claim checks.
 */
export function alteredIdToken(idToken: string, changes: Record<string, unknown>): string {
  const payload = jwt.decode(idToken) as Record<string, unknown>;
  return unsignedToken({ ...payload, ...changes });
}

export function expiredIdToken(idToken: string): string {
  return alteredIdToken(idToken, { iat: now() - 7200, auth_time: now() - 7200, exp: now() - 3600 });
}

export function otherProjectIdToken(idToken: string): string {
  const other = `${TEST_PROJECT_ID}-other`;
  return alteredIdToken(idToken, { aud: other, iss: `https://securetoken.google.com/${other}` });
}
