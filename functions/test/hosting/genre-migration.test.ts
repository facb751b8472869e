import { CATEGORY_IDS, EARLIER_CATEGORY_IDS, type BookPage } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeEach, describe, expect, it } from 'vitest';
import { migrateGenres } from '../../src/migrations/genres';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { get } from '../../../tests/support/http';

// Books stored under the store's first 14 categories, or any other spelling, move to the
// 22 genres; a second run writes nothing (decision 031).

const ROOT = new URL('../../..', import.meta.url).pathname;

/** Two books under each earlier id, and a few other stored spellings. */
const STORED: Array<[id: string, category: string]> = [
  ...Object.keys(EARLIER_CATEGORY_IDS).flatMap((earlier): Array<[string, string]> => [
    [`old-${earlier}-1`, earlier],
    [`old-${earlier}-2`, earlier],
  ]),
  ['capital', 'Fiction'],
  ['edit-form', 'historical'],
  ['label', 'Arts & Photography'],
  ['already', 'youngAdult'],
  ['unknown', 'Board games'],
];

const created = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

async function storeBooks(): Promise<void> {
  const batch = db.batch();
  STORED.forEach(([id, category], n) =>
    batch.set(db.collection('books').doc(id), {
      ISBN: '9780306406157',
      title: `Stored ${n}`,
      author: 'A',
      description: 'd',
      category,
      trending: false,
      coverImage: '/x.svg',
      oldPrice: 300,
      newPrice: 250,
      stock: 9,
      sold: n,
      createdAt: created,
      updatedAt: created,
    }),
  );
  await batch.commit();
}

const storedCategories = async () =>
  Object.fromEntries((await db.collection('books').get()).docs.map((doc) => [doc.id, doc.get('category') as string]));

beforeEach(async () => {
  await resetEmulators();
  await storeBooks();
});

describe('the genre migration', () => {
  it('moves every earlier id and spelling to its genre, counts per genre before and after, and leaves the rest of the book alone', async () => {
    const report = await migrateGenres();
    expect(report.before).toEqual({
      business: 2,
      fiction: 2,
      horror: 2,
      adventure: 2,
      science: 2,
      history: 2,
      biography: 2,
      fantasy: 2,
      mystery: 2,
      romance: 2,
      'self-help': 2,
      technology: 2,
      children: 2,
      poetry: 2,
      Fiction: 1,
      historical: 1,
      'Arts & Photography': 1,
      youngAdult: 1,
      'Board games': 1,
    });
    expect(report.after).toEqual({
      business: 2,
      fiction: 3,
      horror: 2,
      adventure: 2,
      scienceNature: 4, // science and technology
      nonFiction: 2, // history
      biographyMemoir: 2,
      fantasy: 2,
      mysteryThriller: 2,
      romance: 2,
      selfHelp: 2,
      childrensBooks: 2,
      poetry: 2,
      historicalFiction: 1,
      artsPhotography: 1,
      youngAdult: 1,
      'Board games': 1,
    });
    // Renamed: 7 earlier ids × 2 books (science, history, biography, mystery, self-help,
    // technology, children), plus 'Fiction', 'historical' and the label.
    expect(report.moved).toBe(17);
    expect(report.unknown).toEqual({ 'Board games': 1 });

    const categories = await storedCategories();
    for (const [earlier, genre] of Object.entries(EARLIER_CATEGORY_IDS)) {
      expect(categories[`old-${earlier}-1`], earlier).toBe(genre);
      expect(categories[`old-${earlier}-2`], earlier).toBe(genre);
    }
    expect(categories.unknown).toBe('Board games');
    for (const [id, category] of Object.entries(categories))
      if (id !== 'unknown') expect(CATEGORY_IDS, id).toContain(category);

    const moved = (await db.collection('books').doc('old-science-1').get()).data()!;
    expect(moved).toMatchObject({ stock: 9, sold: STORED.findIndex(([id]) => id === 'old-science-1'), oldPrice: 300 });
    // updatedAt moves, so every running instance's catalog catches up (decision 026).
    expect((moved.updatedAt as Timestamp).toMillis()).toBeGreaterThan(created.toMillis());
    const untouched = (await db.collection('books').doc('old-fiction-1').get()).data()!;
    expect((untouched.updatedAt as Timestamp).toMillis()).toBe(created.toMillis());
  });

  it('changes nothing when run again, here through `npm run migrate`', async () => {
    const first = await migrateGenres();
    const afterFirst = await storedCategories();
    const updateTimes = (await db.collection('books').get()).docs.map((doc) => doc.updateTime.toMillis());

    const run = spawnSync('npx', ['tsx', 'scripts/migrate.ts'], { cwd: ROOT, encoding: 'utf8', env: process.env });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Migrating the local Firestore emulator.');
    expect(run.stdout).toContain('✔ 0 book(s) moved to their genre.');
    expect(run.stdout).toContain('Left alone, no genre matches: "Board games" (1)');

    expect(await storedCategories()).toEqual(afterFirst);
    expect((await db.collection('books').get()).docs.map((doc) => doc.updateTime.toMillis())).toEqual(updateTimes);
    const second = await migrateGenres();
    expect(second).toEqual({ before: first.after, after: first.after, moved: 0, unknown: { 'Board games': 1 } });
  });

  it('leaves the shop filtering by the new genres: the earlier science and technology books are under Science & Nature', async () => {
    await migrateGenres();
    // The function's catalog learns of the change at its next catch-up, a moment later (decision 060).
    let page: BookPage | undefined;
    for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
      page = (await get<BookPage>('/catalog/top-sellers?category=Science%20%26%20Nature&limit=48')).body;
      if (page.total === 4) break;
    }
    expect(page!.books.map((book) => book._id).sort()).toEqual([
      'old-science-1',
      'old-science-2',
      'old-technology-1',
      'old-technology-2',
    ]);
  });
});
