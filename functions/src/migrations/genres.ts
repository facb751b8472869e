import { CATEGORY_IDS, toCategoryId } from '@bookstore/domain';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { bookFields } from '../db/catalog';
import { collections } from '../db/collections';
import { db } from '../firebase';

/** What one run of the genre migration found and did. */
export interface GenreMigrationReport {
  /** Books per stored category value before the run (exact strings, as stored). */
  before: Record<string, number>;
  /** Books per stored category value after the run. */
  after: Record<string, number>;
  /** Books whose category was rewritten. */
  moved: number;
  /** Stored values no genre spelling matches: left as they are for the owner to choose. */
  unknown: Record<string, number>;
}

interface StoredCategory {
  id: string;
  category: string;
  updateTime: Timestamp;
}

/** A book that changes between its read and its write is read again: a few rounds at most. */
const MAX_PASSES = 5;

const countBy = (values: readonly string[]) =>
  values.reduce<Record<string, number>>((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

/**
 * Moves every stored book to the specification's genre list (decision 031): each category is read
 * as `toCategoryId` reads a form or a spreadsheet, so the earlier ids (`science`, `history`,
 * `technology`…), labels and the specification's form values all land on one id. A book already
 * on a genre id is left alone, so a second run writes nothing.
 *
 * Each write carries the book's update time as a precondition: a book the owner or an order
 * changed since it was read is read again and retried, never overwritten with a stale
 * category. The write moves `updatedAt`, so running instances pick the change up
 * (catalog-index.ts), and touches no other field.
 */
export async function migrateGenres(): Promise<GenreMigrationReport> {
  const all = async (): Promise<StoredCategory[]> =>
    (await bookFields.category(collections.books()).get()).docs.map((doc) => ({
      id: doc.id,
      category: doc.data().category,
      updateTime: doc.updateTime,
    }));
  let books = await all();
  const before = countBy(books.map((book) => book.category));
  const unknown = countBy(books.map((book) => book.category).filter((category) => toCategoryId(category) === null));
  let moved = 0;

  for (let pass = 1; books.length > 0; pass++) {
    if (pass > MAX_PASSES) throw new Error('Books kept changing during the genre migration; run it again.');
    const stale: string[] = [];
    const writer = db().bulkWriter();
    // A failed precondition means the book moved on: read it again next pass rather than retry blindly.
    writer.onWriteError(() => false);
    const writes = books.flatMap(({ id, category, updateTime }) => {
      const genre = toCategoryId(category);
      if (genre === null || genre === category) return [];
      const update = { category: genre, updatedAt: FieldValue.serverTimestamp() };
      return [
        writer.update(collections.books().doc(id), update, { lastUpdateTime: updateTime }).then(
          () => moved++,
          () => stale.push(id),
        ),
      ];
    });
    await writer.close();
    await Promise.all(writes);
    books = (await Promise.all(stale.map((id) => collections.books().doc(id).get()))).flatMap((snapshot) =>
      snapshot.exists
        ? [{ id: snapshot.id, category: snapshot.data()!.category, updateTime: snapshot.updateTime! }]
        : [],
    );
  }

  const after = countBy((await all()).map((book) => book.category));
  return { before, after, moved, unknown };
}

/** The genres a report's counts fall into, for the script's table: known ids first, in list order. */
export function genreRows(counts: Record<string, number>): Array<[string, number]> {
  const known = CATEGORY_IDS.filter((id) => counts[id] !== undefined).map((id): [string, number] => [id, counts[id]!]);
  const rest = Object.entries(counts).filter(([value]) => !(CATEGORY_IDS as readonly string[]).includes(value));
  return [...known, ...rest];
}
