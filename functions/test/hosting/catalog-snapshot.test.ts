import type { Book } from '@bookstore/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { dropEmulatorWorkers } from '../../../scripts/bench/drop-workers';
import { SEED_BOOKS } from '../../../seed/catalog';
import { collections } from '../../src/db/collections';
import {
  readSnapshot,
  readSnapshotHead,
  writeSnapshot,
  type SnapshotHead,
} from '../../src/services/catalog/catalog-snapshot';
import { FRESH_MS, REBUILD_CHANGES } from '../../src/services/catalog/instance-catalog';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { get } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// The catalog snapshot (decision 060), against the Functions emulator's own workers: each is an
// instance with its own copy of the catalog, loaded from the snapshot and caught up by time.

useSeededStore();

const [first, second] = SEED_BOOKS;

/** The head as it is once the copies have caught up with the reset before each test. */
async function head(): Promise<SnapshotHead> {
  const found = await readSnapshotHead();
  expect(found, 'meta/catalogSnapshot').toBeDefined();
  return found!;
}

/** Every book as a shopper's list shows it, once the copies have had time to catch up. */
async function listed(): Promise<Map<string, Book>> {
  await sleep(FRESH_MS + 100);
  const { status, body } = await get<Book[]>('/books?limit=1000');
  expect(status).toBe(200);
  return new Map(body.map((book) => [book._id, book]));
}

describe('the catalog snapshot', () => {
  it('is stored when the first instance reads the books, with every book in it', async () => {
    // The seed was written after a wipe: a copy notices at its next catch-up, at most a second on.
    await listed();
    const stored = await head();
    expect(stored).toMatchObject({ format: 1, books: SEED_BOOKS.length, version: 1, retired: [] });
    expect(stored.parts.length).toBeGreaterThan(0);
    const books = await readSnapshot(stored);
    expect(books!.map(([id]) => id).sort()).toEqual(SEED_BOOKS.map((book) => book.slug).sort());
  });

  it('is what a new instance starts from: it then reads only the books changed since', async () => {
    // A title only the snapshot holds: an instance that read every book would not show it.
    await listed();
    const stored = await head();
    const books = (await readSnapshot(stored))!.map(([, entry]) => entry);
    const planted = books.find((entry) => entry.book._id === first!.slug)!;
    planted.book = { ...planted.book, title: 'Only in the snapshot' };
    expect((await writeSnapshot(books, stored.syncedAt.toMillis(), stored)).written).toBe(true);
    console.log(`Ended ${await dropEmulatorWorkers()} Functions emulator workers.`);

    expect((await listed()).get(first!.slug)?.title).toBe('Only in the snapshot');
    // A change after the snapshot reaches every instance by its updatedAt…
    await setStock(3, [second!.slug]);
    for (let round = 0; round < 3; round++) {
      const shown = await listed();
      expect(shown.get(second!.slug)?.stock).toBe(3);
      expect(shown.get(first!.slug)?.title).toBe('Only in the snapshot');
    }
    // …and a book written again is read again, whatever the snapshot said.
    await setStock(4, [first!.slug]);
    const shown = await listed();
    expect(shown.get(first!.slug)).toMatchObject({ title: first!.title, stock: 4 });
  }, 120_000);

  it('is stored anew once enough books have changed since, the old parts kept one build longer', async () => {
    await listed();
    const before = await head();
    const rounds = Math.ceil(REBUILD_CHANGES / SEED_BOOKS.length) + 4;
    let after = before;
    for (let round = 1; round <= rounds && after.id === before.id; round++) {
      await setStock(
        round,
        SEED_BOOKS.map((book) => book.slug),
      );
      await listed();
      after = await head();
    }
    expect(after.id, `no new snapshot after ${rounds} rounds of changes`).not.toBe(before.id);
    expect(after).toMatchObject({ lineage: before.lineage, version: before.version + 1, retired: before.parts });
    expect(after.syncedAt.toMillis()).toBeGreaterThan(before.syncedAt.toMillis());
    const parts = await collections.catalogSnapshotParts().get();
    expect(parts.docs.map((doc) => doc.id).sort()).toEqual([...before.parts, ...after.parts].sort());
    expect((await readSnapshot(after))!.every(([, entry]) => entry.book.stock >= 1)).toBe(true);
  }, 120_000);

  it('notices a wiped store: the copies load again rather than catch up by time', async () => {
    await listed();
    await resetEmulators();
    const { slug: _slug, ...fields } = SEED_BOOKS[2]!;
    await db
      .collection('books')
      .doc('only-book')
      .set({
        ...fields,
        sold: 0,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    const deadline = Date.now() + 15_000;
    let ids: string[] = [];
    while (Date.now() < deadline) {
      ids = [...(await listed()).keys()];
      if (ids.length === 1) break;
      console.log(`Listed ${ids.length} books; the head: ${JSON.stringify(await readSnapshotHead())}`);
    }
    expect(ids).toEqual(['only-book']);
    expect(await head()).toMatchObject({ version: 1, books: 1 });
  }, 60_000);
});
