import {
  CANCEL_REASON_LABELS,
  RETURN_REQUEST_REASON_LABELS,
  fromPaise,
  lineTotal,
  toPaise,
  ORDERS_CSV_COLUMNS,
  storeTimestamp,
  type OrdersCsvColumn,
  type OrdersExportQuery,
} from '@bookstore/domain';
import { collections } from '../../db/collections';
import { onStoreDays } from '../../db/store-days';
import type { OrderRecord } from '../../db/orders';
import { csvFile, csvTable } from '../csv';

/** An amount as the accounts read it: whole paise, whatever float a hand-written record holds. */
const rupees = (amount: number) => String(fromPaise(toPaise(amount)));

/** The line's book in the order's return requests: the copies back, and each request in words. */
function lineReturns(order: OrderRecord, productId: string) {
  let back = 0;
  const requests: string[] = [];
  for (const request of order.returns) {
    const copies = request.items.find((item) => item.productId === productId)?.quantity;
    if (copies === undefined) continue;
    if (request.state === 'received') back += copies;
    const why = `${request.state}: ${copies} × ${RETURN_REQUEST_REASON_LABELS[request.reason]}`;
    requests.push(request.note ? `${why}: ${request.note}` : why);
  }
  return { returnedCopies: String(back), returnRequests: requests.join('; ') };
}

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
    cancelReason: order.cancelRequest ? CANCEL_REASON_LABELS[order.cancelRequest.reason] : '',
    cancelNote: order.cancelRequest?.note ?? '',
  };
  return order.products.map((line) => ({
    ...placed,
    ...lineReturns(order, line.productId),
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
  const orders = await onStoreDays(collections.orders(), 'createdAt', { from, to });
  const records = orders.docs.flatMap((doc) => orderLineRecords(doc.id, doc.data()));
  return csvFile(csvTable(ORDERS_CSV_COLUMNS, records), { byteOrderMark: true });
}
