import { storeDaysSpan } from '@bookstore/domain';
import { Timestamp, type CollectionReference, type QuerySnapshot } from 'firebase-admin/firestore';

/**
 * The documents whose instant `field` falls on the store's calendar days `from` to `to`, both
 * included, oldest first: the registers' and the exports' one range, which the field's
 * single-field index serves.
 */
export function onStoreDays<T>(
  collection: CollectionReference<T>,
  field: string,
  { from, to }: { from: string; to: string },
): Promise<QuerySnapshot<T>> {
  const { start, end } = storeDaysSpan(from, to);
  return collection
    .where(field, '>=', Timestamp.fromMillis(start))
    .where(field, '<', Timestamp.fromMillis(end))
    .orderBy(field)
    .get();
}
