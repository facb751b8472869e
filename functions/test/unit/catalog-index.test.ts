import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { BookRecord } from '../../src/db/catalog';
import { CatalogIndex, indexedBook } from '../../src/services/catalog/catalog-index';

const DAY = 86_400_000;

/** Book n is n days old: book 0 is the newest. */
function record(n: number, fields: Partial<BookRecord> = {}): BookRecord {
  const at = Timestamp.fromMillis(Date.UTC(2026, 10, 1) - n * DAY);
  return {
    ISBN: `978-0-00-${String(n).padStart(6, '0')}-0`,
    title: `Title ${n}`,
    author: `Author ${n % 3}`,
    description: 'd',
    category: n % 2 === 0 ? 'fiction' : 'History',
    trending: false,
    coverImage: '/c.svg',
    oldPrice: 10,
    newPrice: 9,
    stock: 5,
    sold: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

function indexOf(count: number): CatalogIndex {
  const index = new CatalogIndex();
  index.load(Array.from({ length: count }, (_, n) => [`b${n}`, indexedBook(`b${n}`, record(n))]));
  return index;
}

const ids = (entries: readonly { book: { _id: string } }[]) => entries.map((entry) => entry.book._id);

describe('CatalogIndex', () => {
  it('orders newest first, and Top Sellers by copies sold with the newest first among equals', () => {
    const index = indexOf(6);
    expect(ids(index.newest.items)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(ids(index.topSellers.items)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    index.put('b4', indexedBook('b4', record(4, { sold: 2 })));
    index.put('b2', indexedBook('b2', record(2, { sold: 2 })));
    index.put('b5', indexedBook('b5', record(5, { sold: 7 })));
    expect(ids(index.topSellers.items)).toEqual(['b5', 'b2', 'b4', 'b0', 'b1', 'b3']);
    // A sale changes no arrival date: the newest-first list keeps its order.
    expect(ids(index.newest.items)).toEqual(['b0', 'b1', 'b2', 'b3', 'b4', 'b5']);
    expect(index.size).toBe(6);
  });

  it('keeps each genre’s ranking, whatever the case of the stored category, and moves a book between genres', () => {
    const index = indexOf(6);
    expect(ids(index.topSellersOf('FICTION'))).toEqual(['b0', 'b2', 'b4']);
    expect(ids(index.topSellersOf(' history '))).toEqual(['b1', 'b3', 'b5']);
    index.put('b3', indexedBook('b3', record(3, { category: 'fiction', sold: 1 })));
    expect(ids(index.topSellersOf('fiction'))).toEqual(['b3', 'b0', 'b2', 'b4']);
    expect(ids(index.topSellersOf('history'))).toEqual(['b1', 'b5']);
    expect(index.topSellersOf('poetry')).toEqual([]);
  });

  it('adds and removes books in every ordering, and moves its version', () => {
    const index = indexOf(3);
    const version = index.version;
    const fresh = record(-1, { updatedAt: Timestamp.fromMillis(Date.UTC(2026, 10, 5)) });
    index.put('new', indexedBook('new', fresh));
    expect(ids(index.newest.items)).toEqual(['new', 'b0', 'b1', 'b2']);
    index.put('b1', undefined);
    index.put('no-such-book', undefined);
    expect(ids(index.newest.items)).toEqual(['new', 'b0', 'b2']);
    expect(ids(index.topSellers.items)).toEqual(['new', 'b0', 'b2']);
    expect(ids(index.topSellersOf('history'))).toEqual(['new']);
    expect(index.get('b1')).toBeUndefined();
    expect(index.version).toBe(version + 3);
  });

  it('searches every word in any field (AND), ranked title before author, then copies sold, optionally in one genre', () => {
    const index = indexOf(12);
    // "title" is in every title; "1", the last word, also as a prefix: Title 1, 10, 11 first,
    // then the books by Author 1 (b4, b7; b1 and b10 are already in), newest first among equals.
    expect(ids(index.search('TITLE 1'))).toEqual(['b1', 'b10', 'b11', 'b4', 'b7']);
    expect(ids(index.search('author 2'))).toEqual(['b2', 'b5', 'b8', 'b11']);
    // Part of an ISBN as printed, hyphens and all: the start of the number.
    expect(ids(index.search('978-0-00-000007'))).toEqual(['b7']);
    expect(ids(index.search('978-0-00-000007-0'))).toEqual(['b7']);
    expect(ids(index.search('author 2', 'Fiction'))).toEqual(['b2', 'b8']);
    // Words in any order, split across fields.
    expect(ids(index.search('2 author'))).toEqual(['b2', 'b5', 'b8', 'b11']);
    // Copies sold settle a tier: b8 moves ahead of b2 and b5.
    index.put('b8', indexedBook('b8', record(8, { sold: 3 })));
    expect(ids(index.search('author 2'))).toEqual(['b8', 'b2', 'b5', 'b11']);
    // A removed book is found no more; an edited one under its new words only.
    index.put('b5', undefined);
    index.put('b2', indexedBook('b2', record(2, { author: 'Someone Else' })));
    expect(ids(index.search('author 2'))).toEqual(['b8', 'b11']);
    expect(ids(index.search('someone'))).toEqual(['b2']);
  });

  it('settles equal dates by id, so the orderings are total and pages never overlap', () => {
    const index = new CatalogIndex();
    const same = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
    index.load(['c', 'a', 'b'].map((id) => [id, indexedBook(id, record(0, { createdAt: same }))]));
    expect(ids(index.newest.items)).toEqual(['a', 'b', 'c']);
    index.put('b', undefined);
    expect(ids(index.newest.items)).toEqual(['a', 'c']);
  });

  it('ranks a search that finds most books (a walk of the sales order) as it ranks a narrow one (a sort)', () => {
    // 40 books, sales and ages mixed; `title` finds every one (the walk), `title 7` a few (the sort).
    const index = new CatalogIndex();
    index.load(
      Array.from({ length: 40 }, (_, n) => [
        `b${n}`,
        indexedBook(
          `b${n}`,
          record(n, {
            sold: (n * 7) % 5,
            author: n % 4 === 0 ? 'Title Keeper' : `Author ${n}`,
            title: n % 3 === 0 ? `Title ${n}` : `Other ${n}`,
          }),
        ),
      ]),
    );
    const expected = (q: string, category?: string) =>
      [...index.books()]
        .filter((entry) => !category || entry.category === category)
        .flatMap((entry) => {
          const inTitle = entry.book.title.toLowerCase().includes(q);
          const inAuthor = (entry.book.author ?? '').toLowerCase().includes(q);
          if (!inTitle && !inAuthor) return [];
          return [{ entry, tier: inTitle ? 2 : 3 }];
        })
        .sort(
          (a, b) =>
            a.tier - b.tier ||
            b.entry.sold - a.entry.sold ||
            b.entry.createdMs - a.entry.createdMs ||
            (a.entry.book._id < b.entry.book._id ? -1 : 1),
        )
        .map(({ entry }) => entry.book._id);
    expect(ids(index.search('title'))).toEqual(expected('title'));
    expect(ids(index.search('title', 'History'))).toEqual(expected('title', 'history'));
    expect(index.search('title').length).toBeGreaterThan(index.size / 8);
    // A changed title is found by its new words only; a removed book not at all.
    index.put('b3', indexedBook('b3', record(3, { title: 'Renamed' })));
    index.put('b6', undefined);
    expect(ids(index.search('title'))).toEqual(expected('title'));
    expect(ids(index.search('title'))).not.toContain('b3');
    expect(ids(index.search('title'))).not.toContain('b6');
    expect(ids(index.search('renamed'))).toEqual(['b3']);
  });
});
