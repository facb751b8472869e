import { fromPaise, toPaise, type Order, type OrderLine, type OrderRequest, type FieldErrors } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections, type OrderRecord } from '../db/collections';
import { db } from '../firebase';
import { badRequest } from '../http/errors';
import { recordSale } from './stats';

/**
 * Places an order for a verified customer. Prices come from the stored books, never from
 * the client; the client's total must match the server's or nothing is written. The
 * order and the sales figures are written in one transaction.
 */
export async function placeOrder(request: OrderRequest, customerEmail: string): Promise<Order> {
  const orderRef = collections.orderRecords().doc();
  const bookRefs = request.products.map((line) => collections.books().doc(line.productId));

  await db.runTransaction(async (tx) => {
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

    const createdAt = Timestamp.now();
    const record: OrderRecord = {
      name: request.name,
      email: customerEmail,
      phone: request.phone,
      address: request.address,
      products: lines,
      productIds: lines.map((line) => line.productId),
      totalPrice: fromPaise(totalPaise),
      createdAt,
    };
    tx.create(orderRef, record);
    recordSale(tx, totalPaise, createdAt.toDate());
  });

  const saved = await collections.orders().doc(orderRef.id).get();
  return saved.data()!;
}

/** A customer's orders, newest first. `email` is already the verified, lower-cased e-mail. */
export async function ordersForEmail(email: string): Promise<Order[]> {
  const snapshot = await collections.orders().where('email', '==', email).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => doc.data());
}
