import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

/**
 * scrypt from Node itself: memory-hard, salted, and no native add-on to install. The cost is
 * OWASP's current minimum for scrypt (N=2^17, r=8, p=1); each hash then holds 128·N·r bytes
 * = 128 MiB while it runs, which is why the function is given 512 MiB (src/index.ts).
 */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1, keylen: 64 } as const;

interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** Node refuses any scrypt whose 128·N·r working set exceeds maxmem (32 MiB by default). */
const MAXMEM_MARGIN_BYTES = 16 * 1024 * 1024;
/**
 * The costliest hash this code will compute. A stored hash names its own parameters, so a
 * record edited to N=2^30 must be refused, not allowed to take the function's memory.
 */
const MAX_WORKING_SET_BYTES = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r;

function scrypt(password: string, salt: Buffer, keylen: number, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keylen, { N, r, p, maxmem: 128 * N * r + MAXMEM_MARGIN_BYTES }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/**
 * At most this many sign-ins hash at once in one instance (decision 037): each holds 128 MiB and
 * about 0.8 s of a core, and an instance serves many requests at once, so a burst of sign-ins
 * must not take the memory or the CPU the shop's pages need.
 */
export const MAX_CONCURRENT_HASHES = 2;
let hashing = 0;

/** Every hash slot of this instance is taken: the caller answers at once rather than queue. */
export class HashSlotsBusyError extends Error {
  override name = 'HashSlotsBusyError';
}

/** Runs `work` holding one of the instance's hash slots, or throws HashSlotsBusyError at once. */
export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_CONCURRENT_HASHES) throw new HashSlotsBusyError('Every hash slot is taken.');
  hashing++;
  try {
    return await work();
  } finally {
    hashing--;
  }
}

/** "scrypt$N$r$p$salt$hash" with base64 salt and hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p, keylen } = SCRYPT_PARAMS;
  const hash = await scrypt(password, salt, keylen, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

interface ParsedHash extends ScryptCost {
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, saltText, hashText, extra] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText || extra !== undefined) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  if (128 * cost.N * cost.r > MAX_WORKING_SET_BYTES || cost.p > 16) return null;
  return { ...cost, salt: Buffer.from(saltText, 'base64'), hash: Buffer.from(hashText, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const actual = await scrypt(password, parsed.salt, parsed.hash.length, parsed);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A stored hash made with other settings than today's: rehash it at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  const { N, r, p, keylen } = SCRYPT_PARAMS;
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p || parsed.hash.length !== keylen;
}

/**
 * A hash of nothing anyone knows, at today's cost. Checking against it when the username is
 * unknown makes a miss cost as long as a wrong password, so timing reveals no usernames.
 */
export const DECOY_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  Buffer.alloc(16).toString('base64'),
  Buffer.alloc(SCRYPT_PARAMS.keylen).toString('base64'),
].join('$');
