import {
  fromPaise,
  MY_ORDERS_PAGE_SIZE,
  orderCursorText,
  parseOrderCursor,
  type Order,
  type OrderRequest,
} from '@bookstore/domain';
import { FieldPath, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { runWithFreshReads } from '../../db/contended-transaction';
import { toOrder, type OrderRecord } from '../../db/orders';
import type { Customer } from '../customers/customers';
import { readOpenOrders } from '../customers/customer-open-orders';
import { personOf, readCoupon, recordCouponUse } from '../coupons/coupon-redemption';
import { BusyError } from '../errors';
import { ownerAlertRecipients } from '../owners/owner-alerts';
import { quoteRules, shopMailSettings } from '../store/store-settings';
import { inTurnFor } from './book-turns';
import { earlierOrderFor, idempotencyClaim, rememberOrder } from './idempotency';
import { recordPlaced } from './order-moves';
import { takeOrderNumber } from './order-numbers';
import { orderPhone, type OrderPhone } from './order-phone';
import { priceOrder, type PricedOrder } from './order-pricing';
import { customerView } from './order-views';

export interface PlacedOrder {
  order: Order;
  /** True when an Idempotency-Key replay returned the order placed earlier. */
  replayed: boolean;
}

/**
 * Generous retries: a burst of requests sharing one Idempotency-Key contends on one
 * document, and every loser must see the winner's commit rather than fail.
 */
const ORDER_TRANSACTION_ATTEMPTS = 40;

/**
 * No attempt of the order's transaction starts after this long: the last one then ends well
 * inside Hosting's 60 s and the function's 60 s, so an order is never committed after its
 * shopper was cut off with a 504. The shopper is told nothing was placed.
 */
const ORDER_DEADLINE_MS = 30_000;
const ORDER_BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Places an order for a verified customer. Prices come from the stored books, never from
 * the client; the client's total must match the server's or nothing is written. The
 * order, the sales figures and the Idempotency-Key are written in one transaction, which
 * also holds the customer to CUSTOMER_LIMITS (open orders, copies per book): see
 * docs/decisions/021-verified-customers-and-order-limits.md.
 */
export async function placeOrder(
  request: OrderRequest,
  customer: Customer,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const claim = idempotencyKey ? idempotencyClaim(customer.uid, idempotencyKey, request) : null;
  const bookRefs = request.products.map((line) => collections.books().doc(line.productId));
  // Settings, not order data: read before the transaction, so it reads no more because of mail.
  const ownerTo = await ownerAlertRecipients();
  const checkDeadline = deadlineFrom(Date.now());
  // Taken once the order has passed every check, and kept by a re-run of the transaction.
  let number: number | undefined;

  // The books are read before the transaction and written on condition that no other order
  // changed them meanwhile (db/contended-transaction.ts): orders for one book never wait on its lock.
  const place = () =>
    runWithFreshReads<BookRecord, PlacedOrder>(
      bookRefs,
      async (tx, books) => {
        checkDeadline();
        const now = Timestamp.now();
        // Reads first (a transaction's rule): the key, the rules, the person (the books were read before it).
        const earlierId = claim ? await earlierOrderFor(tx, claim, now) : null;
        // A replay may return an order the owner has moved on since: the customer's view of it.
        if (earlierId) return { order: customerView(await replayedOrder(tx, earlierId)), replayed: true };
        // The shop's rules as the transaction sees them: an order placed while the owner saves new
        // ones is priced by one set or the other, whole.
        const rules = await quoteRules(tx);
        // The customer's open orders are read and written by each of their orders: two placed at
        // once conflict on them, so the second re-runs and counts the first.
        const open = await readOpenOrders(tx, customer.email, customer.provenPhone);
        // First of the checks: a COD order from a number nobody proved is refused before anything else.
        const phone = orderPhone(request.phone, paymentOf(request), rules.settings.phoneProof, customer.provenPhone);
        // The coupon, read afresh at each attempt and written on condition it is unchanged (decision 062).
        const coupon = request.couponCode ? await readCoupon(request.couponCode, personOf(customer), tx) : undefined;
        const priced = priceOrder(request, books, rules, open, coupon);
        // Only now, so a refused order or a replay takes none. The transaction holds no book's lock
        // (the books were read before it), only this person's documents, while the instance reserves it.
        number ??= await takeOrderNumber();
        // A fresh id per attempt, so a retried transaction never collides with itself.
        const id = collections.orders().doc().id;
        const record = {
          ...newOrderRecord(request, customer.email, {
            ...priced,
            ...phone,
            number,
            now,
            upiExpiryHours: rules.settings.upi.expiryHours,
          }),
          // The keys its use is counted under, so a cancel gives it back to the same ones.
          ...(coupon ? { couponPersonKeys: coupon.personKeys } : {}),
        };
        const mail = { settings: await shopMailSettings(rules.settings), ownerTo };
        const order = recordPlaced(tx, { id, record, books, open, now, mail });
        if (coupon) recordCouponUse(tx, coupon, id, priced.discountPaise);
        if (claim) rememberOrder(tx, claim, id, now);
        return { order, replayed: false };
      },
      { maxAttempts: ORDER_TRANSACTION_ATTEMPTS, beforeEach: checkDeadline },
    );
  // Orders on one code take turns on it too, as on a book: they would only race for its count.
  return inTurnFor(
    [
      ...request.products.map((line) => line.productId),
      ...(request.couponCode ? [`coupon:${request.couponCode}`] : []),
    ],
    place,
  );
  // No read after the commit: once the order is written, nothing may turn the answer into a
  // 500 that invites the shopper to order again. The answer is what the transaction wrote.
}

const paymentOf = (request: OrderRequest) => request.paymentMethod ?? 'cod';

/** Throws BusyError once the order has taken longer than ORDER_DEADLINE_MS since `startedAt`. */
function deadlineFrom(startedAt: number): () => void {
  return () => {
    if (Date.now() - startedAt > ORDER_DEADLINE_MS) {
      throw new BusyError(
        'The shop is very busy and your order could not be placed in time; nothing was charged or reserved. Please try again in a few seconds.',
        ORDER_BUSY_RETRY_AFTER_SECONDS,
      );
    }
  };
}

/** The order an Idempotency-Key names, read in the transaction like everything it answers with. */
async function replayedOrder(tx: Transaction, id: string): Promise<Order> {
  const earlier = toOrder(await tx.get(collections.orders().doc(id)));
  if (!earlier) throw new Error(`Order ${id} named by an Idempotency-Key does not exist.`);
  return earlier;
}

/** The order as it is stored, but for its history (the move "placed" writes that). */
function newOrderRecord(
  request: OrderRequest,
  email: string,
  placed: PricedOrder & OrderPhone & { number: number; now: Timestamp; upiExpiryHours: number },
): Omit<OrderRecord, 'history'> {
  const { lines, quote, now } = placed;
  const paymentMethod = paymentOf(request);
  return {
    name: request.name,
    email,
    phone: placed.phone,
    address: request.address,
    products: lines,
    productIds: lines.map((line) => line.productId),
    number: placed.number,
    ...(placed.phoneVerified ? { phoneVerified: true } : {}),
    paymentMethod,
    subtotal: fromPaise(placed.subtotalPaise),
    shippingCharge: quote.shippingCharge,
    codFee: paymentMethod === 'cod' ? quote.codFee : 0,
    totalPrice: fromPaise(placed.totalPaise),
    ...(request.couponCode ? { discount: fromPaise(placed.discountPaise), couponCode: request.couponCode } : {}),
    status: paymentMethod === 'upi' ? 'awaiting-payment' : 'pending',
    createdAt: now,
    refundOwed: 0,
    refunds: [],
    refundOutstanding: 0,
    returns: [],
    ...(paymentMethod === 'upi'
      ? { paymentDueAt: Timestamp.fromMillis(now.toMillis() + placed.upiExpiryHours * 3_600_000) }
      : {}),
  };
}

/** One page of a customer's orders and where the next one starts (null after the last). */
export interface CustomerOrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

/**
 * A customer's orders, newest first, MY_ORDERS_PAGE_SIZE at a time (decision 070). `email` is
 * already the verified, lower-cased e-mail; `cursor` is a validated Next-Cursor. The query filters
 * on the signed-in customer's e-mail whatever the cursor says, so a cursor from anyone else's list
 * only marks a point in time in this one. Ordered by creation time and then id, both descending:
 * the index on email and createdAt (descending) ends in the id in that direction.
 */
export async function ordersForEmail(email: string, cursor?: string): Promise<CustomerOrdersPage> {
  let query = collections
    .orders()
    .where('email', '==', email)
    .orderBy('createdAt', 'desc')
    .orderBy(FieldPath.documentId(), 'desc');
  const after = cursor === undefined ? null : parseOrderCursor(cursor);
  if (after) query = query.startAfter(new Timestamp(after.seconds, after.nanoseconds), after.id);
  // One more than a page tells whether another exists without a count query.
  const snapshot = await query.limit(MY_ORDERS_PAGE_SIZE + 1).get();
  const page = snapshot.docs.slice(0, MY_ORDERS_PAGE_SIZE);
  const last = snapshot.size > MY_ORDERS_PAGE_SIZE ? page.at(-1) : undefined;
  const at = last?.data().createdAt;
  return {
    orders: page.map((doc) => customerView(toOrder(doc))),
    nextCursor: last && at ? orderCursorText({ seconds: at.seconds, nanoseconds: at.nanoseconds, id: last.id }) : null,
  };
}
