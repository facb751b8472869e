import { REVIEWS_FROM_BUYERS } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { ForbiddenError } from '../errors';

/**
 * The first name a buyer's review is signed with, from a delivered order of theirs (matched on
 * the verified e-mail, as orders are) that contains the book; anyone else is a 403 (rule 7(2)
 * of the E-Commerce Rules 2020: no review from someone who has not received the book). Both
 * filters are equalities, which Firestore answers from its single-field indexes.
 */
export async function deliveredBuyerName(email: string, bookId: string): Promise<string> {
  const delivered = await collections.orders().where('email', '==', email).where('status', '==', 'delivered').get();
  const order = delivered.docs.map((doc) => doc.data()).find((data) => data.productIds.includes(bookId));
  if (!order) throw new ForbiddenError(REVIEWS_FROM_BUYERS);
  return order.name.trim().split(/\s+/u)[0] ?? '';
}
