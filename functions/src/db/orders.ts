import {
  CANCEL_REASONS,
  COURIER_IDS,
  LATE_PAYMENT_DECISIONS,
  ORDER_STATUSES,
  REFUND_METHODS,
  PAYMENT_METHODS,
  RETURN_REASONS,
  type Address,
  type DiscountSplit,
  type Order,
  type OrderHistoryEntry,
  type OrderLine,
} from '@bookstore/domain';
import type { DocumentSnapshot, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collectionOf } from './documents';
import { returnOnOrderShape, type ReturnOnOrderRecord } from './return-requests';
import {
  amount,
  flag,
  iso,
  listOf,
  mapOf,
  oneOf,
  optionalFlag,
  optionalMap,
  optionalOneOf,
  optionalText,
  optionalTimestamp,
  shape,
  text,
  timestamp,
  type RecordOf,
  type SameType,
} from './stored-fields';

// Orders, and what the order transaction keeps beside them: the owner's audit, Idempotency-Keys,
// each person's open-order holds and each account's order figures.

/** A stored status; orders placed before the lifecycle existed are still waiting for the owner. */
const orderStatus = oneOf(ORDER_STATUSES, 'pending');

/** An order's delivery address; a bill keeps the buyer's copy of it. */
export const addressShape = shape({
  street: text,
  city: text,
  country: text,
  state: text,
  zipcode: text,
  landmark: optionalText,
});
const orderLineShape = shape({ productId: text, quantity: amount, title: text, price: amount });
const orderLines = listOf(orderLineShape);
const texts = listOf(text);
export const historyEntryShape = shape({ status: orderStatus, at: timestamp, by: text, note: optionalText });
const shipmentShape = shape({ courier: oneOf(COURIER_IDS, 'other'), awb: text, trackingUrl: text });
const paymentShape = shape({ utr: text, submittedAt: timestamp });
const refundShape = shape({ amount, method: oneOf(REFUND_METHODS, 'upi'), reference: text, refundedAt: timestamp });
const latePaymentShape = shape({
  utr: text,
  submittedAt: timestamp,
  decision: optionalOneOf(LATE_PAYMENT_DECISIONS),
  decidedAt: optionalTimestamp,
});
/** The customer's cancel: why, their note, and when they asked. */
const cancelRequestShape = shape({ reason: oneOf(CANCEL_REASONS, 'other'), note: text, at: timestamp });
/** What the order keeps of its bill or credit note (the document is in bills/). */
const billReferenceShape = shape({ number: text, issuedAt: timestamp });
/** A sequential order number when one is stored (older orders have none). */
const orderNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
export type OrderHistoryRecord = RecordOf<typeof historyEntryShape>;

export const orderShape = shape({
  name: text,
  email: text,
  phone: text,
  address: addressShape,
  products: orderLines,
  // Orders stored before productIds existed have them from their lines.
  productIds: (value, order) =>
    Array.isArray(value) ? texts(value, order) : orderLines(order.products, order).map((line) => line.productId),
  number: orderNumber,
  phoneVerified: optionalFlag,
  // Older orders were cash on delivery, priced by their books alone.
  paymentMethod: oneOf(PAYMENT_METHODS, 'cod'),
  subtotal: (value, order) =>
    typeof value === 'number' && Number.isFinite(value) ? value : amount(order.totalPrice, order),
  shippingCharge: amount,
  codFee: amount,
  totalPrice: amount,
  status: orderStatus,
  history: listOf(historyEntryShape),
  createdAt: timestamp,
  paymentDueAt: optionalTimestamp,
  payment: optionalMap(paymentShape),
  shipment: optionalMap(shipmentShape),
  returnReason: optionalOneOf(RETURN_REASONS),
  bill: optionalMap(billReferenceShape),
  creditNote: optionalMap(billReferenceShape),
  // Refunds (decision 050); orders stored before them owe nothing.
  refundOwed: amount,
  refunds: listOf(refundShape),
  refundOutstanding: amount,
  refundDueBy: optionalTimestamp,
  latePayment: optionalMap(latePaymentShape),
  cancelRequest: optionalMap(cancelRequestShape),
  /**
   * Only for the owner's queries (never answered): true while a refund is outstanding, and while
   * a late payment waits for the owner's check. Firestore cannot query a missing field or a
   * field of a list, so the daily queue and the list's filter count these.
   */
  refundPending: optionalFlag,
  latePaymentPending: optionalFlag,
  /** When the refund became owed: the daily queue's "oldest". */
  refundOwedAt: optionalTimestamp,
  // The customer's return requests (return-requests.ts); orders before them have none.
  returns: listOf(returnOnOrderShape),
  /** Only for the owner's queries: true while a return request waits for the owner (requested or approved). */
  returnsOpen: optionalFlag,
  /** Only for the review invitations' sweep: when to invite; gone once invited. */
  reviewInviteDueAt: optionalTimestamp,
  // A coupon's discount (rupees) and its code; orders without one have neither.
  discount: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
  couponCode: optionalText,
  /**
   * Only for giving the coupon's use back (never answered): the person keys its use was counted
   * under when placed (the account's proven phone, which the order's own phone may not be).
   */
  couponPersonKeys: (value, doc) => (Array.isArray(value) ? texts(value, doc) : undefined),
  /**
   * Never answered: where the coupon's discount fell, in paise, each line's and the shipping's
   * (decision 077). What a return or a cancel owes is read from it. Orders placed before it have none.
   */
  discountSplit: (value) => discountSplitOf(value),
});

/** A stored split whose parts are whole paise, or none: an order without one owes as it always did. */
function discountSplitOf(value: unknown): DiscountSplit | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { linesPaise, shippingPaise } = value as Record<string, unknown>;
  const paise = (each: unknown): each is number => Number.isSafeInteger(each) && (each as number) >= 0;
  if (!Array.isArray(linesPaise) || !linesPaise.every(paise) || !paise(shippingPaise)) return undefined;
  return { linesPaise, shippingPaise };
}
export type OrderRecord = RecordOf<typeof orderShape>;
// The stored order is the domain's Order, but for the id and Timestamps for its times, and the
// courier's settlement, which only the owner reads (order-settlements.ts).
type Timed =
  | 'history'
  | 'createdAt'
  | 'paymentDueAt'
  | 'payment'
  | 'bill'
  | 'creditNote'
  | 'refunds'
  | 'refundDueBy'
  | 'latePayment'
  | 'cancelRequest'
  | 'returns';
type OwnersOnly = 'cashPending' | 'remittance';
type QueryOnly =
  | 'refundPending'
  | 'latePaymentPending'
  | 'refundOwedAt'
  | 'returnsOpen'
  | 'reviewInviteDueAt'
  | 'couponPersonKeys'
  | 'discountSplit';
const _orderIsTheDomainsOrder: SameType<
  Omit<OrderRecord, Timed | QueryOnly>,
  Omit<Order, '_id' | Timed | OwnersOnly>
> = true;
const _partsAreTheDomains: [
  SameType<RecordOf<typeof addressShape>, Address>,
  SameType<RecordOf<typeof orderLineShape>, OrderLine>,
  SameType<Omit<OrderHistoryRecord, 'at'>, Omit<OrderHistoryEntry, 'at'>>,
] = [true, true, true];

/**
 * orderAudit/{orderId}: who made each of the owner's changes to one order. The order itself,
 * which its customer can read from Firestore, records those changes as STORE_ACTOR; this
 * collection is closed to every client (firestore.rules) and read by the owner's API only.
 */
export const orderAuditShape = shape({
  /** Oldest first; each matches the order's history entry with the same status and `at`. */
  entries: listOf(historyEntryShape),
});
export type OrderAuditRecord = RecordOf<typeof orderAuditShape>;

/**
 * One Idempotency-Key of one customer. The id is a hash of (customer, key), so keys of any
 * shape are safe document ids and one customer's key never matches another's.
 */
export const idempotencyKeyShape = shape({
  uid: text,
  /** SHA-256 of the validated order request: a replay must send the same order. */
  requestHash: text,
  orderId: text,
  createdAt: timestamp,
  /** Firestore's TTL policy deletes the record after this (see firestore.indexes.json). */
  expiresAt: timestamp,
});
export type IdempotencyKeyRecord = RecordOf<typeof idempotencyKeyShape>;

/**
 * openOrderHolds/{person key}: the open (pending or confirmed) orders held by one mailbox or one
 * proven phone (customer-key.ts `personKeys`), whichever accounts placed them. Every order
 * transaction reads and writes the holds of its person, so two orders of one person placed at
 * once cannot both pass the limits (the second conflicts here and re-runs), and every status
 * change that moves an order out of the open set takes its id off in the same transaction.
 * Closed to clients. See decisions 021, 035 and 045.
 */
export const openOrderHoldShape = shape({
  openOrderIds: texts,
  /** Every account e-mail that has ordered under this key: the owner's tools name them together. */
  emails: texts,
  /**
   * Refused (RTO) parcels of orders under this key, per account (customerKey): the person's
   * count is the sum. Per account so the migration can set an account's share from its
   * customerOrders count, twice and while parcels come back, without counting one twice.
   */
  rtoByAccount: mapOf(amount),
  /**
   * The owner's "COD off" for the person of this key: true off, false on again.
   * Absent until the owner first switches it here or the migration carries an account's switch;
   * until then the account's own switch stands in (customer-cod.ts).
   */
  codDisabled: optionalFlag,
});
export type OpenOrderHoldRecord = RecordOf<typeof openOrderHoldShape>;

/**
 * customerOrders/{sha256 of the e-mail}: one account's order figures (the overview's averages).
 * An older store also listed the account's open orders here: `openOrderIds` is still read, and
 * moved to the holds by the account's next order.
 */
export const customerOrdersShape = shape({
  /** Older stores only; emptied by the account's next order. */
  openOrderIds: texts,
  ordersPlaced: amount,
  lastOrderAt: timestamp,
  /** The customer's e-mail, for the owner's overview (the id is only its hash). Empty on older documents. */
  email: text,
  /** The name on the customer's latest order. */
  latestOrderName: text,
  /**
   * The customer's orders that still stand (not cancelled or returned), and their total in paise:
   * the order transaction adds, a cancel or a return takes off (customer-averages.ts). Documents
   * written before the averages were kept count nothing until the backfill runs.
   */
  standingOrders: amount,
  standingPaise: amount,
  /**
   * standingPaise / standingOrders, rounded to a paisa, written with them so the overview can rank
   * customers with one ordered query. Absent while no order stands, which keeps them off the ranking.
   */
  averageOrderPaise: (value): number | undefined => (typeof value === 'number' ? value : undefined),
  /** Parcels of this account that came back refused or undeliverable (returns recorded as rto). */
  rtoCount: amount,
  /**
   * The owner switched cash on delivery off for this account: UPI only. The switch
   * is kept on the person's holds too; this copy stands in until they carry it.
   */
  codDisabled: flag,
});
export type CustomerOrdersRecord = RecordOf<typeof customerOrdersShape>;

/** upiUtrs/{utr}: which order a UPI reference was sent for; one order per UTR. Closed to clients. */
export const upiUtrShape = shape({ orderId: text, claimedAt: timestamp });
export type UpiUtrRecord = RecordOf<typeof upiUtrShape>;

export const orderCollections = {
  upiUtrs: collectionOf('upiUtrs', upiUtrShape),
  orders: collectionOf('orders', orderShape),
  orderAudit: collectionOf('orderAudit', orderAuditShape),
  idempotencyKeys: collectionOf('idempotencyKeys', idempotencyKeyShape),
  openOrderHolds: collectionOf('openOrderHolds', openOrderHoldShape),
  customerOrders: collectionOf('customerOrders', customerOrdersShape),
};

export function toOrder(snapshot: QueryDocumentSnapshot<OrderRecord, OrderRecord>): Order;
export function toOrder(snapshot: DocumentSnapshot<OrderRecord, OrderRecord>): Order | undefined;
export function toOrder(snapshot: DocumentSnapshot<OrderRecord, OrderRecord>): Order | undefined {
  const record = snapshot.data();
  return record && orderFromRecord(snapshot.id, record);
}

/** The API's Order from a record in hand, such as the one a transaction has just written. */
export function orderFromRecord(id: string, record: OrderRecord): Order {
  const {
    history,
    createdAt,
    paymentDueAt,
    payment,
    bill,
    creditNote,
    refunds,
    refundDueBy,
    latePayment,
    cancelRequest,
    refundPending: _refundPending,
    latePaymentPending: _latePaymentPending,
    refundOwedAt: _refundOwedAt,
    returns,
    returnsOpen: _returnsOpen,
    reviewInviteDueAt: _reviewInviteDueAt,
    couponPersonKeys: _couponPersonKeys,
    discountSplit: _discountSplit,
    ...fields
  } = record;
  return {
    _id: id,
    ...fields,
    history: history.map((entry) => ({ ...entry, at: iso(entry.at) })),
    createdAt: iso(createdAt),
    ...(paymentDueAt ? { paymentDueAt: iso(paymentDueAt) } : {}),
    ...(payment ? { payment: { ...payment, submittedAt: iso(payment.submittedAt) } } : {}),
    ...(bill ? { bill: { ...bill, issuedAt: iso(bill.issuedAt) } } : {}),
    ...(creditNote ? { creditNote: { ...creditNote, issuedAt: iso(creditNote.issuedAt) } } : {}),
    refunds: refunds.map((refund) => ({ ...refund, refundedAt: iso(refund.refundedAt) })),
    ...(refundDueBy ? { refundDueBy: iso(refundDueBy) } : {}),
    ...(latePayment
      ? {
          latePayment: {
            utr: latePayment.utr,
            submittedAt: iso(latePayment.submittedAt),
            ...(latePayment.decision ? { decision: latePayment.decision } : {}),
            ...(latePayment.decidedAt ? { decidedAt: iso(latePayment.decidedAt) } : {}),
          },
        }
      : {}),
    ...(cancelRequest ? { cancelRequest: { ...cancelRequest, at: iso(cancelRequest.at) } } : {}),
    ...(returns.length > 0 ? { returns: returns.map(returnFromRecord) } : {}),
  };
}

/** A return request as the order answers it: ISO times. */
function returnFromRecord(record: ReturnOnOrderRecord): NonNullable<Order['returns']>[number] {
  const { requestedAt, decidedAt, receivedAt, creditNote, ...fields } = record;
  return {
    ...fields,
    requestedAt: iso(requestedAt),
    ...(decidedAt ? { decidedAt: iso(decidedAt) } : {}),
    ...(receivedAt ? { receivedAt: iso(receivedAt) } : {}),
    ...(creditNote ? { creditNote: { ...creditNote, issuedAt: iso(creditNote.issuedAt) } } : {}),
  };
}
