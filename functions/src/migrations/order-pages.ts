import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import type { OrderRecord } from '../db/orders';

/** Orders are read this many at a time: a one-off scan of a whole store without holding it all, and
 * few enough that two writes an order stay within one batch (500). */
const PAGE_SIZE = 200;

/**
 * Calls `each` with every stored order, a page at a time in id order, and answers how many
 * there were. A migration's own writes do not disturb the scan: it pages by document id.
 */
export async function forEachOrderPage(
  each: (page: Array<QueryDocumentSnapshot<OrderRecord, OrderRecord>>) => Promise<void> | void,
): Promise<number> {
  let count = 0;
  let after: string | undefined;
  for (;;) {
    let page = collections.orders().orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const docs = (await page.get()).docs;
    if (docs.length === 0) return count;
    after = docs.at(-1)!.id;
    count += docs.length;
    await each(docs);
  }
}
