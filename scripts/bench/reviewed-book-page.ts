import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/db/collections';
import { db } from '../../functions/src/firebase';
import { SEED_BOOKS } from '../../seed/catalog';
import { HOSTING, load, warmUp } from './http';
import { ms, type Figure } from './table';

/*
 * A book page with 1,000 reviews is as fast to serve as one with none. The served
 * page reads the book and its bookRatings document, never the reviews, so the two should be
 * alike; the first page of reviews reads 21 of them whatever their number. Both pairs are
 * measured in one run, alternately, and compared as ratios.
 */

export const REVIEWED = 1000;
const REQUESTS = 400;

/** `count` visible reviews of `bookId` and its rating, written as the API's writes leave them. */
async function writeReviews(bookId: string, count: number): Promise<void> {
  const start = Date.now() - count * 60_000;
  let starsTotal = 0;
  for (let from = 0; from < count; from += 400) {
    const batch = db().batch();
    for (let n = from; n < Math.min(from + 400, count); n++) {
      const stars = 1 + (n % 5);
      starsTotal += stars;
      const at = Timestamp.fromMillis(start + n * 60_000);
      batch.set(collections.reviews().doc(`bench-${bookId}-${n}`), {
        bookId,
        email: `reader${n}@bench.example`,
        personKeys: [`bench-${bookId}-${n}`],
        author: `Reader${n}`,
        stars,
        title: `Review ${n}`,
        text: 'A bench review of a few sentences, as readers write them. '.repeat(4),
        createdAt: at,
        updatedAt: at,
        hidden: false,
        hiddenReason: '',
        hiddenAt: null,
        hiddenBy: '',
      });
    }
    await batch.commit();
  }
  await collections
    .bookRatings()
    .doc(bookId)
    .set(
      { count: FieldValue.increment(count), starsTotal: FieldValue.increment(starsTotal) },
      {
        merge: true,
      },
    );
}

interface Pair {
  reviewed: number;
  none: number;
}

/** p50 of `path` for the reviewed book and for the one with none, twice each, alternately. */
async function p50s(path: (bookId: string) => string, reviewed: string, none: string): Promise<Pair> {
  const runs: Pair[] = [];
  for (let round = 0; round < 2; round++) {
    const a = await load(`${HOSTING}${path(reviewed)}`, 'reviewed', REQUESTS);
    const b = await load(`${HOSTING}${path(none)}`, 'none', REQUESTS);
    if (a.errors + b.errors > 0) throw new Error(`${a.errors + b.errors} failed requests on ${path(reviewed)}`);
    runs.push({ reviewed: a.p50, none: b.p50 });
  }
  const best = (key: keyof Pair) => Math.min(...runs.map((run) => run[key]));
  return { reviewed: best('reviewed'), none: best('none') };
}

/**
 * The same book's served page before and after 1,000 reviews, each beside a book that has none
 * (the control absorbs the machine's drift); and the first page of reviews of the 1,000-review
 * book beside one with 21 (the same 20 on the page, one more than fits).
 */
export async function reviewedBookPageFigures(): Promise<Figure[]> {
  const [reviewed, control, few] = [SEED_BOOKS[0]!.slug, SEED_BOOKS[1]!.slug, SEED_BOOKS[2]!.slug];
  await warmUp(`${HOSTING}/books/${control}`, 20);
  const before = await p50s((id) => `/books/${id}`, reviewed, control);
  await writeReviews(reviewed, REVIEWED);
  await writeReviews(few, 21);
  await warmUp(`${HOSTING}/api/books/${few}/reviews`, 20);
  const after = await p50s((id) => `/books/${id}`, reviewed, control);
  const list = await p50s((id) => `/api/books/${id}/reviews`, reviewed, few);
  const pageRatio = after.reviewed / after.none / (before.reviewed / before.none);
  const listRatio = list.reviewed / list.none;
  console.log(
    `Served page of one book: ${ms(before.reviewed)} with no reviews (control ${ms(before.none)}), ` +
      `${ms(after.reviewed)} with ${REVIEWED} (control ${ms(after.none)}): ${pageRatio.toFixed(2)}× against the control`,
  );
  console.log(
    `First page of reviews: ${ms(list.reviewed)} of ${REVIEWED}, ${ms(list.none)} of 21: ${listRatio.toFixed(2)}×`,
  );
  return [
    {
      figure: `Served book page p50 with ${REVIEWED.toLocaleString('en')} reviews vs with none (the same book, against a control; 20 conn, ${REQUESTS} requests, best of 2)`,
      small: `${ms(after.reviewed)} vs ${ms(before.reviewed)}: ${pageRatio.toFixed(2)}×`,
      large: '',
      target: '≤ 1.25×',
      met: pageRatio <= 1.25,
    },
    {
      figure: `GET /api/books/{id}/reviews p50, first page of ${REVIEWED.toLocaleString('en')} vs of 21`,
      small: `${ms(list.reviewed)} vs ${ms(list.none)}: ${listRatio.toFixed(2)}×`,
      large: '',
      target: '≤ 1.25×',
      met: listRatio <= 1.25,
    },
  ];
}
