import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BookRecord } from '../../src/db/catalog';
import { indexedBook, type IndexedBook } from '../../src/services/catalog/catalog-index';
import { decodeCatalog, encodeCatalog, PART_BYTES } from '../../src/services/catalog/catalog-snapshot';

function book(n: number, fields: Partial<BookRecord> = {}): IndexedBook {
  const createdAt = Timestamp.fromMillis(Date.UTC(2026, 10, 1) - n * 60_000);
  return indexedBook(`b${n}`, {
    ISBN: `978-0-00-${String(n).padStart(6, '0')}-0`,
    title: `Title ${n}`,
    author: `Author ${n}`,
    description: 'd',
    category: 'fiction',
    trending: n % 2 === 0,
    coverImage: '/c.svg',
    oldPrice: 450,
    newPrice: 399.5,
    stock: n % 7,
    sold: n * 3,
    createdAt,
    updatedAt: Timestamp.fromMillis(createdAt.toMillis() + 1234),
    ...fields,
  });
}

describe('the catalog snapshot', () => {
  it('gives back every field of every book, odd text included', () => {
    const odd = ["$& $' $`", '<script>alert(1)</script>', '=cmd|" /C calc"!A0', 'गोदान प्रेमचंद', 'lone \ud800 surrogate'];
    const books = [
      ...odd.map((text, n) => book(n, { title: text, author: text, description: text, ISBN: text, coverImage: text })),
      book(10, { author: undefined }),
      book(11, { stock: 0, sold: 0, trending: false, category: 'Old Label' }),
    ];
    const encoded = encodeCatalog(books);
    expect(encoded.books).toBe(books.length);
    expect(encoded.parts).toHaveLength(1);
    const decoded = decodeCatalog(encoded.parts);
    expect(decoded).toEqual(books.map((entry) => [entry.book._id, entry]));
    // A book created without an author stays without one (decision 032).
    expect(decoded.find(([id]) => id === 'b10')![1].book).not.toHaveProperty('author', expect.anything());
  });

  it('cuts a large catalog into parts under the document limit, joined back in order', () => {
    // Random hex compresses to about half: some 3 MB of gzip, so several parts.
    const books = Array.from({ length: 3_000 }, (_, n) => book(n, { description: randomBytes(1_000).toString('hex') }));
    const { parts, bytes } = encodeCatalog(books);
    expect(parts.length).toBe(Math.ceil(bytes / PART_BYTES));
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(PART_BYTES);
    expect(decodeCatalog(parts).map(([, entry]) => entry)).toEqual(books);
    // A part missing or out of order is no snapshot.
    expect(() => decodeCatalog(parts.slice(1))).toThrow();
    expect(() => decodeCatalog([parts[1]!, parts[0]!, ...parts.slice(2)])).toThrow();
  });

  it('refuses what is not a list of books in its format', () => {
    const zipped = (value: unknown) => [gzipSync(JSON.stringify(value))];
    expect(() => decodeCatalog(zipped({ books: [] }))).toThrow('not a list of books');
    expect(() => decodeCatalog(zipped([['b1', 'only two']]))).toThrow('not in format 1');
    expect(() => decodeCatalog(zipped([[42, ...Array(13).fill('x')]]))).toThrow('not in format 1');
    expect(() => decodeCatalog([Buffer.from('not gzip')])).toThrow();
    expect(decodeCatalog(zipped([]))).toEqual([]);
  });
});
