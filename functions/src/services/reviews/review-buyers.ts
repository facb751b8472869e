import { REVIEWS_FROM_BUYERS } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { ForbiddenError } from '../errors';

/**
 * The first name a buyer's review is signed with, from an order of theirs (matched on the
 * verified e-mail, as orders are) that contains the book and reached them; anyone else is a 403
 * (rule 7(2) of the E-Commerce Rules 2020: no review from someone who has not received the book).
 * A delivered order counts, and so does one returned after its delivery: a reader who sent back
 * a damaged copy has received it and may say so. A parcel returned without ever being delivered
 * (refused at the door) does not count. Both filters are equalities or `in`, which Firestore
 * answers from its single-field indexes.
 */
export async function deliveredBuyerName(email: string, bookId: string): Promise<string> {
  const received = await collections
    .orders()
    .where('email', '==', email)
    .where('status', 'in', ['delivered', 'returned'])
    .get();
  const order = received.docs
    .map((doc) => doc.data())
    .find((data) => data.productIds.includes(bookId) && data.history.some((entry) => entry.status === 'delivered'));
  if (!order) throw new ForbiddenError(REVIEWS_FROM_BUYERS);
  return order.name.trim().split(/\s+/u)[0] ?? '';
}
