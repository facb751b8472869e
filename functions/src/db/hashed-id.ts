import { createHash } from 'node:crypto';

/**
 * A stored id made from text that must not be stored as it is or is unsafe as an id (an e-mail,
 * an address, a token): the hex SHA-256 of the parts joined by newlines. Most ids begin with a
 * part naming their purpose ('customer', 'newsletter-address', ...), so the same text kept for
 * two reasons gets two ids. Stored documents are found by these exact bytes: changing the
 * joining or the hash orphans every counter, lock and subscriber already written
 * (test/unit/hashed-id.test.ts pins some).
 */
export function hashedId(...parts: [string, ...string[]]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}
