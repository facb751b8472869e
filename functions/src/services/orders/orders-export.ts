import {
  fromPaise,
  lineTotal,
  toPaise,
  ORDERS_CSV_COLUMNS,
  storeDaysSpan,
  storeTimestamp,
  type OrdersCsvColumn,
  type OrdersExportQuery,
} from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { OrderRecord } from '../../db/orders';
import { csvFile, csvTable } from '../csv';

/** An amount as the accounts read it: whole paise, whatever float a hand-written record holds. */
const rupees = (amount: number) => String(fromPaise(toPaise(amount)));

/** Each line of one order, with the unit price the order recorded (not the book's price today). */
function orderLineRecords(id: string, order: OrderRecord): Array<Record<OrdersCsvColumn, string>> {
  const placed = {
    orderId: id,
    date: storeTimestamp(order.createdAt.toDate()),
    status: order.status,
    customer: order.name,
    email: order.email,
    city: order.address.city,
    state: order.address.state,
    zipcode: order.address.zipcode,
    orderNumber: order.number === undefined ? '' : `#${order.number}`,
    payment: order.paymentMethod,
    subtotal: rupees(order.subtotal),
    shipping: rupees(order.shippingCharge),
    codFee: rupees(order.codFee),
    orderTotal: rupees(order.totalPrice),
    refundOwed: rupees(order.refundOwed),
    // Summed in paise: two refunds of ₹0.10 and ₹0.20 are 0.3.
    refunded: String(fromPaise(order.refunds.reduce((sum, refund) => sum + toPaise(refund.amount), 0))),
    refundOutstanding: rupees(order.refundOutstanding),
  };
  return order.products.map((line) => ({
    ...placed,
    book: line.title,
    quantity: String(line.quantity),
    price: String(line.price),
    // In paise, so 3 × ₹0.10 is 0.3 and not 0.30000000000000004.
    lineTotal: String(lineTotal([line])),
  }));
}

/**
 * Orders → Export CSV: the orders placed on the store's calendar days `from` to `to`, both whole
 * days included, oldest first. One range on createdAt, which its single-field index serves.
 */
export async function ordersCsv({ from, to }: OrdersExportQuery): Promise<string> {
  const { start, end } = storeDaysSpan(from, to);
  const orders = await collections
    .orders()
    .where('createdAt', '>=', Timestamp.fromMillis(start))
    .where('createdAt', '<', Timestamp.fromMillis(end))
    .orderBy('createdAt')
    .get();
  const records = orders.docs.flatMap((doc) => orderLineRecords(doc.id, doc.data()));
  return csvFile(csvTable(ORDERS_CSV_COLUMNS, records), { byteOrderMark: true });
}
