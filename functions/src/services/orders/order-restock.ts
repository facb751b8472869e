import { isDocumentId, toPaise, type OrderStatus } from '@bookstore/domain';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { getBooksInLockOrder, type BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import type { StandingOrders } from '../customers/customer-averages';
import { removeStandingOrder } from '../customers/customer-open-orders';
import { ConflictError } from '../errors';
import { markIfBackInStock } from '../stock-alerts/stock-alert-sends';

/**
 * Puts the order's copies back (books deleted since are skipped: they have no shelf to return
 * to) and takes its sale out of the customer's average order. Reads come before any write.
 * Called by order-moves.ts for a cancel or a return. The sales figures change only with the
 * credit note, in the month it is issued (decision 051).
 */
export async function restock(
  tx: Transaction,
  record: OrderRecord,
  to: OrderStatus,
  standing: StandingOrders,
): Promise<void> {
  const problems = restockProblems(record);
  if (problems.length > 0) {
    // Defaults for missing fields (no lines, a zero total, the epoch) would restock nothing and
    // correct the wrong month; refuse instead and leave the order as it is.
    throw new ConflictError(
      `This order cannot be marked ${to}: its stored record is incomplete ` +
        `(${problems.join(', ')}), so the stock and the statistics cannot be corrected. Repair the order record first.`,
    );
  }
  const lines = record.products;
  // The books last and sorted by id: the order transaction's lock order (getBooksInLockOrder).
  const books = await getBooksInLockOrder(
    tx,
    lines.map((line) => collections.books().doc(line.productId)),
  );
  books.forEach((book, index) => putCopiesBack(tx, book, lines[index]!.quantity));
  removeStandingOrder(tx, record.email, standing, toPaise(record.totalPrice));
}

/**
 * Copies of a sold book back on the shelf, in the transaction that read it (a cancel, a refused
 * parcel, a received return): off Top Sellers too, as they were never a sale, and the book
 * marked for its waiting alerts when it had none. A book deleted since has no shelf: skipped.
 */
export function putCopiesBack(tx: Transaction, book: DocumentSnapshot<BookRecord, BookRecord>, copies: number): void {
  if (!book.exists) return;
  tx.update(book.ref, {
    stock: FieldValue.increment(copies),
    sold: FieldValue.increment(-copies),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const before = book.data()?.stock ?? 0;
  markIfBackInStock(tx, book.id, before, before + copies);
}

/**
 * What a restock needs and the record lacks. The converter reads missing or malformed fields
 * as no lines, empty ids, zero amounts and the epoch, none of which a placed order can have.
 */
function restockProblems(record: OrderRecord): string[] {
  const problems: string[] = [];
  const lines = record.products;
  if (lines.length === 0) problems.push('no books');
  else if (
    lines.some((line) => !isDocumentId(line.productId) || !Number.isSafeInteger(line.quantity) || line.quantity < 1)
  )
    problems.push('a book line without an id or a quantity');
  if (!(record.totalPrice > 0)) problems.push('no total');
  if (record.createdAt.toMillis() <= 0) problems.push('no order date');
  return problems;
}
