import {
  checkRemittanceRow,
  CUSTOMER_CANCELLABLE,
  CUSTOMER_LIMITS,
  CUSTOMER_ONLY_STATUSES,
  deliveredAt,
  formatRupees,
  formatStoreDate,
  isRestocked,
  ORDER_STATUS_LABELS,
  orderReference,
  readRemittanceCsv,
  refundToHint,
  remittanceDeduction,
  remittanceDifference,
  returnableCopies,
  returnWindowEnd,
  toPaise,
  type CourierId,
  type LatePaymentDecision,
  type Order,
  type OrderCancelRequest,
  type OrderRequest,
  type OrderStatus,
  type OrderStatusChange,
  type OrderStatusChangeResult,
  type RefundRecord,
  type RemittanceImportResult,
  type RemittanceLine,
  type ReturnDecisionBody,
  type ReturnReason,
  type ReturnRequest,
  type ReturnRequestBody,
  type ShipmentChange,
} from '@bookstore/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BookRecord } from '../../db/catalog';
import { collections } from '../../db/collections';
import { runWithFreshReads } from '../../db/contended-transaction';
import type { OrderAttemptsRecord } from '../../db/counters';
import type { OrderSettlementRecord } from '../../db/order-settlements';
import { orderFromRecord, toOrder, type OrderRecord } from '../../db/orders';
import type { ReturnOnOrderRecord } from '../../db/return-requests';
import { iso } from '../../db/stored-fields';
import { runTransaction } from '../../db/store-transaction';
import { personOf, readCoupon } from '../coupons/coupon-redemption';
import { mailboxKey } from '../customers/customer-key';
import { openOrdersOf, readOpenOrders, readStandingOrders } from '../customers/customer-open-orders';
import type { Customer } from '../customers/customers';
import { BusyError, ConflictError, InvalidInputError, NotFoundError, TooManyAttemptsError } from '../errors';
import { ownerAlertRecipients } from '../owners/owner-alerts';
import { RemittanceTally } from '../statistics/remittance-figures';
import { afterRestock } from '../stock-alerts/stock-alert-sends';
import { quoteRules, readStoreSettings, shopMailSettings } from '../store/store-settings';
import { retryAfterSeconds, windowCounter } from '../window-counter';
import {
  ensureUtrFree,
  moveOrder,
  receiptEvent,
  recordPlaced,
  refundSentence,
  refusedMove,
  type OrderEvent,
} from './order-events';
import {
  customerKeyHash,
  earlierOrderFor,
  idempotencyClaim,
  inTurnFor,
  newOrderRecord,
  orderPhone,
  orderPlacedWith,
  paymentOf,
  priceOrder,
  takeOrderNumber,
} from './order-placing';
import { customerView, getOrder } from './order-reads';

/*
 * What the store does to an order: one exported function per transition (place, confirm, ship,
 * deliver, cancel by the owner or the customer, submit and check a UTR, record a remittance, owe
 * and record a refund, request, decide and receive a return, expire). Each opens its transaction,
 * reads the order, checks what only it knows, and asks order-events.ts for its event, which
 * writes everything the event means. Routes and schedules call these; placing's parts are in
 * order-placing.ts, and what is read without a move in order-reads.ts.
 */

// ---- Placing an order ----

const attempts = windowCounter<OrderAttemptsRecord>(
  CUSTOMER_LIMITS.orderAttemptWindowSeconds * 1000,
  (record) => record.attempts,
);
/** Simultaneous attempts of one customer contend on one document; each must count, not fail. */
const ATTEMPT_TRANSACTION_ATTEMPTS = 30;

/**
 * Counts one order attempt for the customer's mailbox, or refuses it with 429 and Retry-After once the
 * window holds CUSTOMER_LIMITS.orderAttempts. Only the mailbox, which every alias of the account
 * shares (decision 045): a phone, typed or proven, is no key here, so a stranger's refused
 * attempts with someone's number never lock that person out. It runs in its own transaction before the
 * order's, so an attempt counts whether or not the order is placed: a script retrying a
 * refused order is slowed down like one placing them. A fixed window: it starts at the first
 * attempt and the count starts over when it ends.
 *
 * A retry of a key whose order was placed (a retry after a lost answer) passes without counting
 * again, even at the limit, so the shopper reaches the order placed already. A retry of a key
 * whose earlier attempt placed nothing (refused: sold out, over a limit, a changed total) counts
 * again: otherwise one key would poll a sold-out book for ever. So does a request without a key.
 * The key's own record (recordPlaced writes it) says which: the order transaction writes it only with
 * an order.
 */
export async function reserveOrderAttempt(customer: Customer, idempotencyKey?: string): Promise<void> {
  // Kept under the id the mailbox's count had since decision 035, so today's counts carry on.
  const ref = collections.orderAttempts().doc(mailboxKey(customer.email));
  const key = idempotencyKey ? customerKeyHash(customer.uid, idempotencyKey) : null;
  await runTransaction(
    async (tx) => {
      const now = Date.now();
      const current = attempts.open((await tx.get(ref)).data(), now);
      if (key !== null && current?.keys.includes(key) && (await orderPlacedWith(tx, key, now))) return;
      const ends = attempts.lockedUntil(current, CUSTOMER_LIMITS.orderAttempts, now);
      if (ends > now) {
        const retryAfter = retryAfterSeconds(ends, now);
        throw new TooManyAttemptsError(
          `You have tried to place ${CUSTOMER_LIMITS.orderAttempts} orders in the last hour, the most the store ` +
            `accepts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          retryAfter,
        );
      }
      const keys = current?.keys ?? [];
      const { count, ...window } = attempts.next(current, now);
      const next: OrderAttemptsRecord = {
        attempts: count,
        keys: key && !keys.includes(key) ? [...keys, key] : keys,
        ...window,
      };
      tx.set(ref, next);
    },
    { maxAttempts: ATTEMPT_TRANSACTION_ATTEMPTS },
  );
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
        const order = recordPlaced(tx, {
          id,
          record,
          books,
          open,
          now,
          mail,
          ...(coupon ? { coupon: { read: coupon, discountPaise: priced.discountPaise } } : {}),
          idempotency: claim,
        });
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

// ---- The owner's moves of an order ----

/**
 * The owner's status form: each status it asks for is one transition below. A cancel or a
 * return puts every line's copies back on the shelf and takes the order out of the sales figures,
 * in the same transaction as the status change, so it is all or nothing and never happens twice.
 * The order's own history, which its customer can read, says the store made the change; the
 * owner's username goes to orderAudit, which only the owner's API reads.
 */
export async function changeOrderStatus(id: string, change: OrderStatusChange, by: string): Promise<Order> {
  const to = change.status;
  if (CUSTOMER_ONLY_STATUSES.includes(to))
    throw new ConflictError(
      `Only the shopper's UTR moves an order to ${ORDER_STATUS_LABELS[to].toLowerCase()}: mark it paid, or not received.`,
    );
  // moveOrder refuses a move the domain does not allow: each transition moves to `to` itself.
  switch (change.status) {
    case 'confirmed':
      return confirmOrder(id, change.utr, by);
    case 'awaiting-payment':
      return refusePayment(id, by);
    case 'shipped':
      return shipOrder(id, { courier: change.courier, awb: change.awb }, by);
    case 'delivered':
      return deliverOrder(id, by);
    case 'cancelled':
      return cancelOrder(id, by);
    case 'returned':
      return returnOrder(id, change.returnReason, by);
    default:
      return ownersMove(id, by, (record) => {
        throw refusedMove(record.status, to);
      });
  }
}

/** One move by the owner, then the order as the owner's page shows it. */
async function ownersMove(id: string, by: string, eventFor: EventFor): Promise<Order> {
  await moveInItsOwnTransaction(id, by, eventFor);
  return getOrder(id);
}

/**
 * The owner confirms an order: a COD one as it is; a UPI one is marked paid, which is the yes of
 * the owner's check of its UTR (or of the one typed from the bank statement).
 */
export function confirmOrder(id: string, utr: string | undefined, by: string): Promise<Order> {
  return ownersMove(id, by, (record, tx) => {
    if (record.paymentMethod === 'upi') return paidEvent(record, utr, { id, tx });
    if (utr) refuseUtr(NOT_UPI);
    return { kind: 'confirmed' };
  });
}

/**
 * The no of the owner's check of a UTR ("not received"): the order waits for its payment again,
 * or, when the customer asked to cancel while the UTR waited, it is cancelled unpaid.
 */
export function refusePayment(id: string, by: string): Promise<Order> {
  return ownersMove(id, by, (record) =>
    hasCancelRequest(record) ? { kind: 'cancel-request-unpaid' } : { kind: 'payment-refused' },
  );
}

/** The parcel handed to the courier; without a consignment number it ships without a tracking link. */
export function shipOrder(id: string, shipment: { courier?: CourierId; awb?: string }, by: string): Promise<Order> {
  return ownersMove(id, by, () => ({ kind: 'shipped', courier: shipment.courier, awb: shipment.awb }));
}

/** The parcel delivered: a COD order's cash is pending until the courier remits it. */
export function deliverOrder(id: string, by: string): Promise<Order> {
  return ownersMove(id, by, () => ({ kind: 'delivered' }));
}

/** The owner's cancel: the copies back, the figures, and what the shop holds owed back. */
export function cancelOrder(id: string, by: string): Promise<Order> {
  return ownersMove(id, by, ownersCancel);
}

/** The whole order back (refused, undeliverable, or returned by hand): a customer's return request has its own way. */
export function returnOrder(id: string, returnReason: ReturnReason | undefined, by: string): Promise<Order> {
  return ownersMove(id, by, () => ({ kind: 'returned', returnReason }));
}

export const UNDECIDED_PAYMENT =
  'This order cannot be cancelled until you decide on its payment: mark it paid, or not received, first.';

/** The owner's cancel of the order as the transaction read it. */
function ownersCancel(record: OrderRecord): OrderEvent {
  // A payment never hangs between states: its UTR stays claimed until decided.
  if (record.status === 'payment-submitted') throw new ConflictError(UNDECIDED_PAYMENT);
  return { kind: 'cancelled' };
}

const hasCancelRequest = (record: OrderRecord) => record.status === 'payment-submitted' && !!record.cancelRequest;

const NOT_UPI = 'A cash-on-delivery order has no UTR: confirm it without one.';
const UTR_NEEDED =
  'Type the 12-digit UTR of this payment from your bank statement: the shopper sent none, and one payment pays one order.';
const SHOPPERS_UTR = 'The shopper’s UTR is on this order already: mark it paid without typing one.';

function refuseUtr(message: string): never {
  throw new InvalidInputError(message, { utr: message });
}

/**
 * "Mark paid" on a UPI order. The shopper's UTR was claimed when they sent it; without one, the
 * owner types the UTR from the bank statement and it is claimed the same way, so the one payment
 * cannot later be claimed for another order.
 */
async function paidEvent(
  record: OrderRecord,
  utr: string | undefined,
  { id, tx }: { id: string; tx: Transaction },
): Promise<OrderEvent> {
  if (record.status === 'payment-submitted' && utr) refuseUtr(SHOPPERS_UTR);
  // The customer asked to cancel while the UTR waited: the money in, it is cancelled and owed back.
  if (hasCancelRequest(record)) return { kind: 'cancel-request-paid' };
  // Any other status: moveOrder refuses the move itself.
  if (record.status !== 'awaiting-payment') return { kind: 'paid' };
  if (!utr) return refuseUtr(UTR_NEEDED);
  await ensureUtrFree(tx, utr, id);
  return { kind: 'paid', utr };
}

/**
 * The owner corrects a shipped parcel's courier or AWB (a typo, a re-booked consignment). The
 * history records the change, with the old and the new, as the owner's.
 */
export async function correctShipment(id: string, change: ShipmentChange, by: string): Promise<Order> {
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  await runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    if (record.status !== 'shipped' && record.status !== 'delivered')
      throw new ConflictError(`An order that is ${record.status} has no parcel on its way to correct.`);
    await moveOrder(tx, { id, record }, { kind: 'shipment-corrected', ...change }, { by, store });
  });
  return getOrder(id);
}

export interface CancelledOpenOrders {
  cancelled: Order[];
  /** Open orders that moved on (shipped, cancelled, paid) between the list and their own cancel. */
  skipped: Array<{ _id: string; message: string }>;
  /** Open orders already paid, or with a UTR to check: the owner decides on each. */
  paid: Order[];
}

/** The shop holds (or may hold) the money of this open order: a UPI order confirmed, or its UTR sent. */
const isPaidOpen = (record: Pick<OrderRecord, 'paymentMethod' | 'status'>) =>
  record.paymentMethod === 'upi' && (record.status === 'confirmed' || record.status === 'payment-submitted');

/**
 * Cancels every unpaid open order of one customer, each exactly as a single cancel (its own
 * transaction, restock and statistics), so an order the owner shipped meanwhile is left alone
 * and reported rather than half-cancelled. Paid ones are listed, never cancelled in bulk: each
 * owes a refund or a decision on its payment, which is the owner's to make.
 */
export async function cancelOpenOrders(email: string, by: string): Promise<CancelledOpenOrders> {
  const open = await openOrdersOf(email).get();
  const result: CancelledOpenOrders = { cancelled: [], skipped: [], paid: [] };
  for (const doc of open.docs) {
    if (isPaidOpen(doc.data())) {
      result.paid.push(await getOrder(doc.id));
      continue;
    }
    try {
      await moveInItsOwnTransaction(doc.id, by, (record) => {
        if (isPaidOpen(record)) throw new ConflictError('It was paid meanwhile: decide on it from its page.');
        return ownersCancel(record);
      });
      result.cancelled.push(await getOrder(doc.id));
    } catch (error) {
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      result.skipped.push({ _id: doc.id, message: error.message });
    }
  }
  return result;
}

// ---- The customer's own cancel (decision 053) ----

/**
 * POST /api/orders/{id}/cancel (decision 053): the customer cancels their own order
 * before it ships. Unpaid, or paid and confirmed, it is cancelled at once (the move restocks,
 * e-mails, and owes back what the shop holds); a UTR waiting for the owner's check makes it a
 * request the check settles (`accepted`: the answer is a 202).
 */
export async function cancelByCustomer(
  orderId: string,
  request: OrderCancelRequest,
  customerEmail: string,
): Promise<{ accepted: boolean; message: string; order: Order }> {
  const moved = await moveInItsOwnTransaction(orderId, customerEmail, (record) => {
    // Someone else's order is not found: its existence is not theirs to learn.
    if (record.email !== customerEmail) throw new NotFoundError('Order not found.');
    return customersEvent(record, request, orderReference({ _id: orderId, number: record.number }));
  });
  const order = customerView(orderFromRecord(orderId, moved));
  const accepted = order.status === 'payment-submitted';
  return { accepted, message: accepted ? requestSent(order) : cancelled(order), order };
}

function customersEvent(record: OrderRecord, request: OrderCancelRequest, reference: string): OrderEvent {
  if (!CUSTOMER_CANCELLABLE.includes(record.status)) throw new ConflictError(tooLate(reference, record.status));
  // The money may be in: the owner's check of the payment settles the request.
  if (record.status === 'payment-submitted') return { kind: 'cancel-requested', request };
  return { kind: 'customer-cancelled', request };
}

/** Why an order past its cancel cannot be cancelled, and where to turn instead. */
function tooLate(reference: string, status: OrderStatus): string {
  switch (status) {
    case 'shipped':
      return `Order ${reference} has shipped, so it can no longer be cancelled: once it is delivered you can request a return from your orders page.`;
    case 'delivered':
      return `Order ${reference} has been delivered, so it can no longer be cancelled: you can request a return from your orders page.`;
    case 'returned':
      return `Order ${reference} has been returned already: there is nothing to cancel.`;
    default:
      return `Order ${reference} is already cancelled.`;
  }
}

function cancelled(order: Order): string {
  const reference = orderReference(order);
  if (order.refundOwed > 0 && order.refundDueBy)
    return `Order ${reference} is cancelled. We will refund ${formatRupees(order.refundOwed)} by ${formatStoreDate(order.refundDueBy)}.`;
  return `Order ${reference} is cancelled. There is nothing to pay.`;
}

const requestSent = (order: Order) =>
  `Your request to cancel order ${orderReference(order)} is sent to the shop. We are still checking your payment: once it is checked, the order is cancelled and any money received refunded.`;

// ---- A UPI order's payment ----

/**
 * POST /api/orders/{id}/payment: the shopper reports the UTR of their UPI payment, and the order
 * waits for the owner's check (payment-submitted). A UTR is claimed by one order: its claim
 * document (upiUtrs/{utr}) is created in the same transaction, so two orders that send one UTR
 * at once cannot both have it; the second re-runs, finds the claim and is refused.
 */
export async function submitUpiPayment(orderId: string, utr: string, customerEmail: string): Promise<Order> {
  const orderRef = collections.orders().doc(orderId);
  const claimRef = collections.upiUtrs().doc(utr);
  return runTransaction(async (tx) => {
    const [orderSnapshot, claim] = await Promise.all([tx.get(orderRef), tx.get(claimRef)]);
    const record = orderSnapshot.data();
    // Someone else's order is not found: its existence is not theirs to learn.
    if (!record || record.email !== customerEmail) throw new NotFoundError('Order not found.');
    const claimedBy = claim.data()?.orderId;
    if (record.status === 'payment-submitted' && record.payment?.utr === utr) {
      // The same UTR sent twice (a double tap, a retry): the order as it is.
      return customerView(orderFromRecord(orderId, record));
    }
    // A UTR sent after the order was cancelled unpaid (the sweep's deadline passed)
    // is kept on the order for the owner's check, not dropped.
    if (record.latePayment?.utr === utr) return customerView(orderFromRecord(orderId, record));
    if (isCancelledUnpaid(record)) {
      if (claimedBy !== undefined) throw new ConflictError(UTR_TAKEN);
      const moved = await moveOrder(tx, { id: orderId, record }, { kind: 'late-payment', utr }, { by: customerEmail });
      return customerView(orderFromRecord(orderId, moved));
    }
    if (record.status !== 'awaiting-payment')
      throw new ConflictError(
        record.paymentMethod !== 'upi'
          ? 'This order is paid in cash on delivery.'
          : `This order is ${ORDER_STATUS_LABELS[record.status].toLowerCase()}: it is not waiting for a payment.`,
      );
    if (claimedBy !== undefined && claimedBy !== orderId) throw new ConflictError(UTR_TAKEN);
    const moved = await moveOrder(
      tx,
      { id: orderId, record },
      { kind: 'payment-submitted', utr },
      { by: customerEmail },
    );
    return customerView(orderFromRecord(orderId, moved));
  });
}

const UTR_TAKEN = 'This UTR has already been sent for another order. Please check the reference in your UPI app.';

/** A UPI order cancelled before any payment reached it, and no late one sent yet. */
const isCancelledUnpaid = (record: OrderRecord) =>
  record.paymentMethod === 'upi' &&
  record.status === 'cancelled' &&
  !record.payment &&
  !record.latePayment &&
  record.refundOwed === 0;

export interface ExpiredOrders {
  cancelled: string[];
}

/**
 * Cancels every UPI order still awaiting its payment after its due time, each as the owner's
 * cancel would (restock, figures, the e-mail), and only if it is still awaiting payment in its
 * own transaction: a UTR sent meanwhile keeps the order. Run by the `expireUnpaidOrders`
 * schedule; tests call it directly, since the emulator fires no schedules.
 */
export async function expireUnpaidOrders(now = Timestamp.now()): Promise<ExpiredOrders> {
  const due = await collections
    .orders()
    .where('status', '==', 'awaiting-payment')
    .where('paymentDueAt', '<=', now)
    .limit(200)
    .get();
  const cancelled: string[] = [];
  for (const doc of due.docs) {
    try {
      await moveInItsOwnTransaction(doc.id, UNPAID_ACTOR, (record) => {
        if (record.status !== 'awaiting-payment')
          throw new ConflictError(`The order is ${record.status} now, no longer awaiting-payment.`);
        return { kind: 'expired' };
      });
      cancelled.push(doc.id);
    } catch (error) {
      // Paid (or cancelled) between the query and its transaction: left as it is.
      if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
    }
  }
  return { cancelled };
}

/** Who the owner's audit names for a cancel nobody made by hand. */
export const UNPAID_ACTOR = 'payment-timeout';

// ---- Cash from the courier ----
// A delivered COD order's cash is pending until the courier pays it over, net of its charges; the
// owner records that by hand or by importing the courier's remittance file. Every order is checked
// again in the transaction that marks it, so a file imported twice, or beside a hand entry, never
// records one parcel's cash twice.

export type RemittanceResult = RemittanceImportResult;

/** What a remittance says: `amount` left out is the order's whole total. */
interface Remittance {
  amount?: number;
  date: string;
  reference: string;
}

/** Why an order's cash cannot be recorded as remitted now, or null when it can. */
function remittanceProblem(record: OrderRecord, settlement: OrderSettlementRecord | undefined): string | null {
  if (record.paymentMethod !== 'cod') return 'The order was prepaid by UPI: there is no cash to remit.';
  const done = settlement?.remittance;
  if (done) return `Already remitted (${formatRupees(done.amount)} on ${done.date}, reference ${done.reference}).`;
  // Delivered, or delivered and returned since: the courier collected the cash either way.
  if (settlement?.cashPending !== true)
    return `The order is ${record.status}: only a delivered order’s cash is remitted.`;
  return null;
}

/** One order's outcome in a batch: the order as it stands and what was recorded, or why not. */
type Outcome = { ok: true; record: OrderRecord; amount: number } | { ok: false; problem: string };

/**
 * Marks a batch of orders' cash remitted in one transaction that reads each order and its
 * settlement and checks them first; the month's per-courier figures get one write for the batch.
 */
async function markRemitted(
  batch: ReadonlyArray<{ orderId: string; remittance: Remittance }>,
  by: string,
): Promise<Outcome[]> {
  const orderRefs = batch.map(({ orderId }) => collections.orders().doc(orderId));
  const settlementRefs = batch.map(({ orderId }) => collections.orderSettlements().doc(orderId));
  return runTransaction(async (tx) => {
    const [orders, settlements] = await Promise.all([tx.getAll(...orderRefs), tx.getAll(...settlementRefs)]);
    const tally = new RemittanceTally();
    const outcomes: Outcome[] = [];
    for (const [index, { orderId, remittance }] of batch.entries()) {
      const record = orders[index]!.data();
      const settlement = settlements[index]!.data();
      const problem = record ? remittanceProblem(record, settlement) : 'Order not found.';
      if (!record || problem) {
        outcomes.push({ ok: false, problem: problem ?? 'Order not found.' });
        continue;
      }
      const amount = remittance.amount ?? record.totalPrice;
      const event = { kind: 'remitted', date: remittance.date, reference: remittance.reference, amount } as const;
      await moveOrder(tx, { id: orderId, record }, event, { by });
      const deduction = remittanceDeduction(record.totalPrice, amount);
      tally.add(remittance.date, settlement!.courier, toPaise(amount), toPaise(deduction));
      outcomes.push({ ok: true, record, amount });
    }
    tally.write(tx);
    return outcomes;
  });
}

/** POST /api/admin/orders/{id}/remittance: the owner records one order's cash by hand. */
export async function recordRemittance(orderId: string, remittance: Remittance, by: string): Promise<Order> {
  const [outcome] = await markRemitted([{ orderId, remittance }], by);
  if (!outcome!.ok)
    throw outcome!.problem === 'Order not found.'
      ? new NotFoundError(outcome!.problem)
      : new ConflictError(outcome!.problem);
  return getOrder(orderId);
}

/** The file's AWBs per range query. */
const LOOKUP_RANGE = 250;
/** Orders marked per transaction: few enough to retry cheaply, many enough that 5,000 rows take seconds. */
const MARK_BATCH = 25;
/** Queries or transactions in flight at once. */
const PARALLEL = 8;

/**
 * POST /api/admin/remittances/import: the courier's file. Every row is matched to its order by
 * AWB; a row that matches a delivered COD order marks it remitted with the row's amount (a
 * difference is the courier's deduction: "short by ₹X", "over by ₹X"), and every other row is
 * listed with its problem: unreadable, an unknown AWB, an order already remitted (so the same file
 * imported twice changes nothing the second time), prepaid or never delivered.
 */
export async function importRemittances(file: string, by: string): Promise<RemittanceResult> {
  const read = readRemittanceCsv(new TextEncoder().encode(file));
  if (!read.ok) throw new InvalidInputError(read.message, { file: read.message });
  const missing = (['awb', 'amount', 'date', 'reference'] as const).filter(
    (column) => !read.rows.some((row) => row.values[column] !== undefined),
  );
  if (missing.length > 0) {
    const message = `The file has no ${missing.join(', ')} column. Its first row must name AWB, Amount, Date and Reference.`;
    throw new InvalidInputError(message, { file: message });
  }
  const result: RemittanceResult = {
    remitted: [],
    mismatches: read.rowProblems.map((problem) => ({ line: problem.line, awb: '', problem: problem.message })),
  };
  const seen = new Map<string, number>();
  const lines: RemittanceLine[] = [];
  for (const row of read.rows) {
    const checked = checkRemittanceRow(row);
    if (!checked.ok) {
      result.mismatches.push({ line: checked.line, awb: checked.awb, problem: checked.problem });
      continue;
    }
    const { line } = checked;
    const earlier = seen.get(line.awb);
    if (earlier !== undefined) {
      result.mismatches.push({ line: line.line, awb: line.awb, problem: `The AWB is listed again (line ${earlier}).` });
      continue;
    }
    seen.set(line.awb, line.line);
    lines.push(line);
  }

  const ordersByAwb = await ordersShippedWith(lines.map((line) => line.awb));
  const matched: Array<{ line: RemittanceLine; orderId: string }> = [];
  for (const line of lines) {
    const ids = ordersByAwb.get(line.awb) ?? [];
    if (ids.length === 1) matched.push({ line, orderId: ids[0]! });
    else
      result.mismatches.push({
        line: line.line,
        awb: line.awb,
        problem:
          ids.length === 0
            ? 'No order was shipped with this AWB.'
            : 'More than one order has this AWB; record it by hand.',
      });
  }
  await inParallel(chunks(matched, MARK_BATCH), async (batch) => {
    const outcomes = await markRemitted(
      batch.map(({ line, orderId }) => ({ orderId, remittance: line })),
      by,
    );
    outcomes.forEach((outcome, index) => {
      const { line, orderId } = batch[index]!;
      if (!outcome.ok) {
        result.mismatches.push({ line: line.line, awb: line.awb, problem: outcome.problem, orderId });
        return;
      }
      const due = outcome.record.totalPrice;
      const deduction = remittanceDeduction(due, outcome.amount);
      const note = remittanceDifference(deduction);
      result.remitted.push({
        line: line.line,
        awb: line.awb,
        orderId,
        order: orderReference(orderFromRecord(orderId, outcome.record)),
        amount: outcome.amount,
        due,
        deduction,
        ...(note ? { note } : {}),
      });
    });
  });
  result.remitted.sort((a, b) => a.line - b.line);
  result.mismatches.sort((a, b) => a.line - b.line);
  return result;
}

/**
 * The ids of the orders shipped with each AWB. The file's AWBs, sorted, are read as ranges of
 * `LOOKUP_RANGE` (one range query each, on the automatic index of `shipment.awb`): a courier's
 * AWBs in one remittance are close together, so a range reads few other orders, and 5,000 rows
 * take 20 queries. The `in` queries this replaced took 30 AWBs each: 167 queries, 41 s of the
 * 45 s import on the emulator, which scans the collection for every query.
 */
async function ordersShippedWith(awbs: string[]): Promise<Map<string, string[]>> {
  const wanted = new Set(awbs);
  const found = new Map<string, string[]>();
  await inParallel(chunks([...wanted].sort(), LOOKUP_RANGE), async (range) => {
    // Only the AWB is needed here: the transaction that marks an order reads it whole.
    const snapshot = await collections
      .orders()
      .where('shipment.awb', '>=', range[0]!)
      .where('shipment.awb', '<=', range.at(-1)!)
      .select('shipment')
      .get();
    for (const doc of snapshot.docs) {
      const awb = (doc.get('shipment') as { awb?: unknown } | undefined)?.awb;
      if (typeof awb === 'string' && wanted.has(awb)) found.set(awb, [...(found.get(awb) ?? []), doc.id]);
    }
  });
  return found;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
}

/** Runs `work` over every item, `PARALLEL` at a time. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

// ---- Money owed back (decision 050) ----
// Each is one move of the order in its own transaction: two refunds recorded at once both read the
// order, one conflicts and re-runs against the other's outstanding amount, so their sum never
// passes what is owed.

/** POST /api/admin/orders/{id}/refunds */
export async function recordRefundSent(id: string, refund: RefundRecord, by: string): Promise<OrderStatusChangeResult> {
  await moveInItsOwnTransaction(id, by, () => ({ kind: 'refund-recorded', refund }));
  const order = await getOrder(id);
  const left = order.refundOutstanding > 0 ? ` ${formatRupees(order.refundOutstanding)} is still outstanding.` : '';
  return { message: `${refundSentence(refund)} recorded.${left}`, order };
}

/** POST /api/admin/orders/{id}/late-payment */
export async function decideLatePayment(
  id: string,
  decision: LatePaymentDecision,
  by: string,
): Promise<OrderStatusChangeResult> {
  await moveInItsOwnTransaction(id, by, () => ({ kind: 'late-payment-decided', decision }));
  const order = await getOrder(id);
  return {
    message:
      decision === 'received'
        ? `The late payment is recorded as received: ${formatRupees(order.refundOwed)} is to be refunded.`
        : 'The late payment is closed as not received; its UTR may be used again.',
    order,
  };
}

// ---- Returns after delivery (decision 054) ----

const NOT_FOUND = 'Order not found.';

/** Why the order takes no return of these books now; undefined when it does. */
function refusal(record: OrderRecord, body: ReturnRequestBody, windowDays: number, now: number): string | undefined {
  if (record.status === 'returned') return 'This order has been returned already.';
  if (record.status !== 'delivered')
    return 'Only a delivered order can be returned. Before it ships you can cancel it; a parcel on its way is returned as it comes back.';
  if (windowDays === 0) return 'This shop does not take returns.';
  const delivered = deliveredAt(record.history.map((entry) => ({ status: entry.status, at: iso(entry.at) })));
  const end = delivered && returnWindowEnd(delivered, windowDays);
  if (!end) return 'This order has no delivery recorded, so its return window cannot be told.';
  if (now > end)
    return `The return window closed on ${formatStoreDate(new Date(end).toISOString())}: returns are taken within ${windowDays} days of delivery.`;
  const left = returnableCopies(record);
  for (const item of body.items) {
    const line = record.products.find((each) => each.productId === item.productId);
    if (!line) return `The book ${item.productId} is not in this order.`;
    const free = Math.max(0, left.get(item.productId) ?? 0);
    if (item.quantity > free) {
      const asked = line.quantity - free;
      return free === 0
        ? `Every copy of “${line.title}” is in a return request already.`
        : `You bought ${line.quantity} of “${line.title}”${asked > 0 ? ` and ${asked} already in a return request` : ''}: at most ${free} more can be returned.`;
    }
  }
  return undefined;
}

/** POST /api/orders/{id}/return-requests: the customer's own delivered order, within the window. */
export async function requestReturn(orderId: string, body: ReturnRequestBody, email: string): Promise<ReturnRequest> {
  const store = await readStoreSettings();
  const orderRef = collections.orders().doc(orderId);
  return runTransaction(async (tx) => {
    const record = (await tx.get(orderRef)).data();
    // Someone else's order is not found: its existence is not theirs to learn.
    if (!record || record.email !== email) throw new NotFoundError(NOT_FOUND);
    const now = Timestamp.now();
    const refused = refusal(record, body, store.refunds.returnWindowDays, now.toMillis());
    if (refused) throw new ConflictError(refused);
    if (body.refundTo && record.paymentMethod !== 'cod') {
      const message = 'A UPI order is refunded to the account it was paid from: leave out refundTo.';
      throw new InvalidInputError(message, { refundTo: message });
    }
    if (!body.refundTo && record.paymentMethod === 'cod') {
      const message = 'Say where the refund should go: a UPI ID, or a bank account.';
      throw new InvalidInputError(message, { refundTo: message });
    }
    const request: ReturnOnOrderRecord = {
      id: collections.returnRequests().doc().id,
      items: body.items.map((item) => {
        const line = record.products.find((each) => each.productId === item.productId)!;
        return { productId: item.productId, title: line.title, quantity: item.quantity, price: line.price };
      }),
      reason: body.reason,
      note: body.note,
      state: 'requested',
      requestedAt: now,
      refund: 0,
      ...(body.refundTo ? { refundTo: refundToHint(body.refundTo) } : {}),
    };
    const event: OrderEvent = {
      kind: 'return-requested',
      request,
      ...(body.refundTo ? { refundTo: body.refundTo } : {}),
    };
    const moved = await moveOrder(tx, { id: orderId, record }, event, { by: email, store, now });
    return requestOf(customerView(orderFromRecord(orderId, moved)), request.id);
  });
}

function requestOf(order: Order, id: string): ReturnRequest {
  const found = order.returns?.find((each) => each.id === id);
  if (!found) throw new Error(`Return request ${id} is missing from order ${order._id}.`);
  return found;
}

/** PATCH /api/admin/return-requests/{id}: approve or decline, or (receiveReturn) the parcel received. */
export async function decideReturn(
  returnId: string,
  body: ReturnDecisionBody,
  by: string,
): Promise<OrderStatusChangeResult> {
  const { decision } = body;
  if (decision === 'received') return receiveReturn(returnId, by);
  const orderId = await orderOfReturn(returnId);
  const pickup = body.courier && body.awb ? { courier: body.courier, awb: body.awb } : undefined;
  await moveInItsOwnTransaction(orderId, by, () => ({
    kind: 'return-decided',
    returnId,
    decision,
    reason: body.reason,
    ...(pickup ? { pickup } : {}),
  }));
  return returnAnswer(orderId, returnId);
}

/** The returned books are back: restocked, credited on a credit note of their own, and owed back. */
export async function receiveReturn(returnId: string, by: string): Promise<OrderStatusChangeResult> {
  const orderId = await orderOfReturn(returnId);
  await moveInItsOwnTransaction(orderId, by, (record, tx) => receiptEvent(tx, orderId, record, returnId));
  return returnAnswer(orderId, returnId);
}

async function orderOfReturn(returnId: string): Promise<string> {
  const orderId = (await collections.returnRequests().doc(returnId).get()).data()?.orderId;
  if (!orderId) throw new NotFoundError('Return request not found.');
  return orderId;
}

/** The owner's answer: what the decision or the receipt did, and the order as it now stands. */
async function returnAnswer(orderId: string, returnId: string): Promise<OrderStatusChangeResult> {
  const order = await getOrder(orderId);
  const request = requestOf(order, returnId);
  const message =
    request.state === 'received'
      ? `Return received: the books are back in stock, credit note ${request.creditNote?.number ?? ''} issued, and ${formatRupees(request.refund)} is to be refunded${order.status === 'returned' ? '. Every book is back: the order is returned.' : '.'}`
      : request.state === 'approved'
        ? 'Return approved; the customer is e-mailed.'
        : 'Return declined; the customer is e-mailed the reason.';
  return { message, order };
}

// ---- One move in a transaction of its own ----

/** Names the event of a move from the order as its transaction read it: it may read more first, never write. */
type EventFor = (record: OrderRecord, tx: Transaction) => OrderEvent | Promise<OrderEvent>;

/**
 * One move of one order by the owner or a job, in a transaction of its own, with the shop's
 * settings read before it. `eventFor` sees the order as the transaction read it, and refuses
 * (throws) or names the event; it may read more in the transaction first, never write. Returns
 * the order as the move left it.
 */
async function moveInItsOwnTransaction(id: string, by: string, eventFor: EventFor): Promise<OrderRecord> {
  const orderRef = collections.orders().doc(id);
  const store = await readStoreSettings();
  const mail = await shopMailSettings(store);
  // Reads lock on the emulator (and in Firestore's server transactions). An order's transaction
  // locks the customer's account, then their open orders, then books: this one takes the same
  // order, the account first, so the two never wait on each other until a lock times out. The
  // e-mail an order was placed under never changes, so it is read before the transaction.
  const customer = (await orderRef.get()).data()?.email;
  const moved = await runTransaction(async (tx) => {
    const standing =
      customer === undefined ? undefined : { email: customer, standing: await readStandingOrders(tx, customer) };
    const record = (await tx.get(orderRef)).data();
    if (!record) throw new NotFoundError('Order not found.');
    return moveOrder(tx, { id, record }, await eventFor(record, tx), { by, store, mail, standing });
  });
  // A cancel or a return may have put a sold-out book back on the shelf. Other
  // moves put nothing back, so they read nothing more.
  if (isRestocked(moved.status) || moved.returns.some((request) => request.state === 'received'))
    await afterRestock(moved.products.map((line) => line.productId));
  return moved;
}
