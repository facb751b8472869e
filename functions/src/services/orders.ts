import { fromPaise, toPaise, type Order, type OrderLine, type OrderRequest, type FieldErrors } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, type OrderRecord } from '../db/collections';
import { db } from '../firebase';
import { badRequest } from '../http/errors';
import { earlierOrderFor, idempotencyClaim, rememberOrder } from './idempotency';
import { recordSale } from './stats';

export interface Customer {
  uid: string;
  /** Verified and lower-cased. */
  email: string;
}

export interface PlacedOrder {
  order: Order;
  /** True when an Idempotency-Key replay returned the order placed earlier. */
  replayed: boolean;
}

/**
 * Generous retries: a burst of requests sharing one Idempotency-Key contends on one
 * document, and every loser must see the winner's commit rather than fail.
 */
const ORDER_TRANSACTION_ATTEMPTS = 25;

/**
 * Places an order for a verified customer. Prices come from the stored books, never from
 * the client; the client's total must match the server's or nothing is written. The
 * order, the sales figures and the Idempotency-Key are written in one transaction.
 */
export async function placeOrder(request: OrderRequest, customer: Customer, idempotencyKey?: string): Promise<PlacedOrder> {
  const claim = idempotencyKey ? idempotencyClaim(customer.uid, idempotencyKey, request) : null;
  const bookRefs = request.products.map((line) => collections.books().doc(line.productId));

  const outcome = await db.runTransaction(
    async (tx) => {
      const now = Timestamp.now();
      // Reads first (a transaction's rule): the key, then the books.
      const earlierId = claim ? await earlierOrderFor(tx, claim, now) : null;
      if (earlierId) return { orderId: earlierId, replayed: true };
      const books = await tx.getAll(...bookRefs);

      const missing: FieldErrors = {};
      const lines: OrderLine[] = request.products.map((line, index) => {
        const book = books[index]?.data();
        if (!book) {
          missing[`products[${index}].productId`] = 'This book is no longer available.';
          return { productId: line.productId, quantity: line.quantity, title: '', price: 0 };
        }
        return { productId: line.productId, quantity: line.quantity, title: book.title, price: book.newPrice };
      });
      if (Object.keys(missing).length > 0) throw badRequest('Some books in your cart are no longer available.', missing);

      const totalPaise = lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0);
      if (toPaise(request.totalPrice) !== totalPaise) {
        throw badRequest(`The total has changed: it is now ${fromPaise(totalPaise).toFixed(2)}. Please review your cart.`, {
          totalPrice: `Expected ${fromPaise(totalPaise).toFixed(2)}.`,
        });
      }

      // A fresh id per attempt, so a retried transaction never collides with itself.
      const orderRef = collections.orderRecords().doc();
      const record: OrderRecord = {
        name: request.name,
        email: customer.email,
        phone: request.phone,
        address: request.address,
        products: lines,
        productIds: lines.map((line) => line.productId),
        totalPrice: fromPaise(totalPaise),
        createdAt: now,
      };
      tx.create(orderRef, record);
      recordSale(tx, totalPaise, now.toDate());
      if (claim) rememberOrder(tx, claim, orderRef.id, now);
      return { orderId: orderRef.id, replayed: false };
    },
    { maxAttempts: ORDER_TRANSACTION_ATTEMPTS },
  );

  const saved = await collections.orders().doc(outcome.orderId).get();
  return { order: saved.data()!, replayed: outcome.replayed };
}

/** A customer's orders, newest first. `email` is already the verified, lower-cased e-mail. */
export async function ordersForEmail(email: string): Promise<Order[]> {
  const snapshot = await collections.orders().where('email', '==', email).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data());
}
