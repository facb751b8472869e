import { STORE_ACTOR, type OrderStatus, type PaymentMethod } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { db as functionDb } from '../../src/firebase';
import { ConflictError } from '../../src/services/errors';
import type { OrderRecord } from '../../src/db/orders';
import {
  MOVES,
  moveOrder,
  receiptEvent,
  type OrderEvent,
  type OrderEventKind,
} from '../../src/services/orders/order-events';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { readSalesStats } from '../../src/services/statistics/stats';
import { readStoreSettings, shopMailSettings } from '../../src/services/store/store-settings';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { setStock, stockOf } from '../../../tests/support/stock';

// The table of events in services/orders/order-events.ts, each run through the
// module itself in a transaction, on an order brought to its starting status through the API.
// What each writes is what the routes' moves wrote before the module (their own tests cover
// the routes): the history entry, the owner's audit, the stock and the figures of a restock,
// the paper and the customer's e-mail.

/** A UTR is claimed by one order: each case that sends one has its own. */
const UTR = {
  submitted: '412345678901',
  paid: '412345678902',
  refused: '412345678903',
  refunded: '412345678904',
  refund: '512345678904',
  late: '412345678905',
  lateDecided: '412345678906',
  cancelled: '412345678907',
  cancelAsked: '412345678908',
  cancelPaid: '412345678909',
  cancelUnpaid: '412345678910',
};
const OWNER = 'move-tester';

/**
 * An owner's move, the shopper's UTR, the shopper's cancel (a request while the UTR waits: 202),
 * the shopper's return request, or the owner's decision on it.
 */
type Step =
  | { status: OrderStatus; courier?: string; awb?: string }
  | { utr: string }
  | { cancel: 'changed-my-mind' }
  | { returns: Array<{ productId: string; quantity: number }> }
  | { decision: 'approve' };

/** A delivered COD order, and a return request of `items` on it; approved when `approved`. */
const DELIVERED: Step[] = [{ status: 'confirmed' }, { status: 'shipped' }, { status: 'delivered' }];
const TWO_OF_A = [{ productId: bookA.slug, quantity: 2 }];
const EVERY_BOOK = [...TWO_OF_A, { productId: bookB.slug, quantity: 1 }];
const returnOf = (items: typeof TWO_OF_A, approved: boolean): Step[] => [
  ...DELIVERED,
  { returns: items },
  ...(approved ? [{ decision: 'approve' as const }] : []),
];
/** The event of a case that needs what its order holds (a request's id) or reads (a receipt's number and books). */
type EventOf = (tx: Transaction, id: string, record: OrderRecord) => OrderEvent | Promise<OrderEvent>;
const firstReturn = (record: OrderRecord) => record.returns[0]!.id;

interface Case {
  payment: PaymentMethod;
  /** The API calls that bring a new order to the event's starting status. */
  path: Step[];
  event: OrderEvent | EventOf;
  status: OrderStatus;
  /** The history entry's note (a bill's number is matched as a pattern). */
  note?: string | RegExp;
  restocks?: true;
  /** The status the customer's e-mail announces; none when the event sends none. */
  mail?: OrderStatus;
  paper?: 'bill' | 'credit-note';
  /** Fields the order has after the event (undefined: it has none). */
  fields?: Record<string, unknown>;
  /** Fields of the owner's settlement (orderSettlements/{id}) after the event. */
  settlement?: Record<string, unknown>;
  /** The event issues the credit note of a return request (credit-note-{id}-{request}). */
  returnCreditNote?: true;
}

const CASES: Record<OrderEventKind, Case> = {
  'payment-submitted': {
    payment: 'upi',
    path: [],
    event: { kind: 'payment-submitted', utr: UTR.submitted },
    status: 'payment-submitted',
    note: `UTR ${UTR.submitted}`,
    fields: { payment: expect.objectContaining({ utr: UTR.submitted }) },
  },
  confirmed: { payment: 'cod', path: [], event: { kind: 'confirmed' }, status: 'confirmed', mail: 'confirmed' },
  paid: {
    payment: 'upi',
    path: [{ utr: UTR.paid }],
    event: { kind: 'paid' },
    status: 'confirmed',
    note: new RegExp(`^Paid by UPI, UTR ${UTR.paid}; Bill of Supply BS/\\d{2}-\\d{2}/\\d{6} issued$`),
    mail: 'confirmed',
    paper: 'bill',
  },
  'payment-refused': {
    payment: 'upi',
    path: [{ utr: UTR.refused }],
    event: { kind: 'payment-refused' },
    status: 'awaiting-payment',
    note: `Payment not received (UTR ${UTR.refused})`,
    mail: 'awaiting-payment',
    fields: { payment: undefined },
  },
  shipped: {
    payment: 'cod',
    path: [{ status: 'confirmed' }],
    event: { kind: 'shipped', courier: 'delhivery', awb: 'AWB-000001' },
    status: 'shipped',
    note: /^Delhivery, AWB AWB-000001; Bill of Supply BS\/\d{2}-\d{2}\/\d{6} issued$/,
    mail: 'shipped',
    paper: 'bill',
    fields: { shipment: expect.objectContaining({ courier: 'delhivery', awb: 'AWB-000001' }) },
  },
  delivered: {
    payment: 'cod',
    path: [{ status: 'confirmed' }, { status: 'shipped' }],
    event: { kind: 'delivered' },
    status: 'delivered',
    mail: 'delivered',
    // The cash is the owner's business: on the settlement, not on the order its customer reads.
    fields: { cashPending: undefined },
    settlement: { cashPending: true, codAmount: expect.any(Number), courier: 'other', entries: [] },
  },
  cancelled: {
    payment: 'cod',
    path: [],
    event: { kind: 'cancelled' },
    status: 'cancelled',
    restocks: true,
    mail: 'cancelled',
  },
  expired: {
    payment: 'upi',
    path: [],
    event: { kind: 'expired' },
    status: 'cancelled',
    restocks: true,
    mail: 'cancelled',
  },
  returned: {
    payment: 'cod',
    path: [{ status: 'confirmed' }, { status: 'shipped' }],
    event: { kind: 'returned' },
    status: 'returned',
    note: /^Refused or undeliverable \(RTO\); Credit Note CN\/\d{2}-\d{2}\/\d{6} issued$/,
    restocks: true,
    mail: 'returned',
    paper: 'credit-note',
    fields: { returnReason: 'rto' },
  },
  remitted: {
    payment: 'cod',
    path: [{ status: 'confirmed' }, { status: 'shipped' }, { status: 'delivered' }],
    event: { kind: 'remitted', date: '2026-11-20', reference: 'UTR-REMIT-1', amount: 100 },
    status: 'delivered',
    note: /^COD remitted: ₹100\.00 on 2026-11-20, reference UTR-REMIT-1; short by ₹[\d,.]+ \(of ₹[\d,.]+\)$/,
    fields: { cashPending: undefined, remittance: undefined },
    settlement: {
      cashPending: false,
      remittance: expect.objectContaining({ reference: 'UTR-REMIT-1', amount: 100, deduction: expect.any(Number) }),
    },
  },
  'shipment-corrected': {
    payment: 'cod',
    path: [{ status: 'confirmed' }, { status: 'shipped', courier: 'dtdc', awb: 'OLD-000001' }],
    event: { kind: 'shipment-corrected', courier: 'blue-dart', awb: 'NEW-000001' },
    status: 'shipped',
    note: 'Shipment corrected: DTDC, AWB OLD-000001 → Blue Dart, AWB NEW-000001',
    fields: { shipment: expect.objectContaining({ courier: 'blue-dart', awb: 'NEW-000001' }) },
  },
  // The refund of a paid UPI order the owner cancelled; no status moves.
  'refund-recorded': {
    payment: 'upi',
    path: [{ utr: UTR.refunded }, { status: 'confirmed' }, { status: 'cancelled' }],
    event: { kind: 'refund-recorded', refund: { amount: 1, method: 'upi', reference: UTR.refund } },
    status: 'cancelled',
    note: `Refund ₹1.00 by UPI, UTR ${UTR.refund}`,
    fields: {
      refunds: [expect.objectContaining({ amount: 1, method: 'upi', reference: UTR.refund })],
      refundPending: true,
    },
  },
  'late-payment': {
    payment: 'upi',
    path: [{ status: 'cancelled' }],
    event: { kind: 'late-payment', utr: UTR.late },
    status: 'cancelled',
    note: `Late payment: UTR ${UTR.late}, sent after the order was cancelled`,
    fields: { latePayment: expect.objectContaining({ utr: UTR.late }), latePaymentPending: true },
  },
  'late-payment-decided': {
    payment: 'upi',
    path: [{ status: 'cancelled' }, { utr: UTR.lateDecided }],
    event: { kind: 'late-payment-decided', decision: 'received' },
    status: 'cancelled',
    note: new RegExp(`^Late payment received \\(UTR ${UTR.lateDecided}\\): ₹[\\d,.]+ to refund$`),
    fields: { latePaymentPending: false, refundPending: true },
  },
  // The customer's cancel of a paid order: theirs in the history, the refund owed
  // and the bill's credit note as on the owner's cancel.
  'customer-cancelled': {
    payment: 'upi',
    path: [{ utr: UTR.cancelled }, { status: 'confirmed' }],
    event: { kind: 'customer-cancelled', request: { reason: 'found-cheaper', note: 'Cheaper in town' } },
    status: 'cancelled',
    note: /^Cancelled by the customer: I found it cheaper elsewhere: “Cheaper in town”; Credit Note CN\/\d{2}-\d{2}\/\d{6} issued$/,
    restocks: true,
    mail: 'cancelled',
    paper: 'credit-note',
    fields: {
      cancelRequest: expect.objectContaining({ reason: 'found-cheaper', note: 'Cheaper in town' }),
      refundPending: true,
    },
  },
  // While the UTR waits: the request is kept, the order stays as it is, nobody is e-mailed.
  'cancel-requested': {
    payment: 'upi',
    path: [{ utr: UTR.cancelAsked }],
    event: { kind: 'cancel-requested', request: { reason: 'other', note: '' } },
    status: 'payment-submitted',
    note: 'Asked to cancel (the payment is being checked): Another reason',
    fields: { cancelRequest: expect.objectContaining({ reason: 'other', note: '' }) },
  },
  // The owner's check settles the request: paid, it is all owed back (no bill was issued yet).
  'cancel-request-paid': {
    payment: 'upi',
    path: [{ utr: UTR.cancelPaid }, { cancel: 'changed-my-mind' }],
    event: { kind: 'cancel-request-paid' },
    status: 'cancelled',
    note: new RegExp(
      `^Payment received \\(UTR ${UTR.cancelPaid}\\); cancelled as the customer asked: ₹[\\d,.]+ to refund$`,
    ),
    restocks: true,
    mail: 'cancelled',
    fields: { refundPending: true, payment: expect.objectContaining({ utr: UTR.cancelPaid }) },
  },
  // Not received: cancelled unpaid, the UTR's claim let go.
  'cancel-request-unpaid': {
    payment: 'upi',
    path: [{ utr: UTR.cancelUnpaid }, { cancel: 'changed-my-mind' }],
    event: { kind: 'cancel-request-unpaid' },
    status: 'cancelled',
    note: `Payment not received (UTR ${UTR.cancelUnpaid}); cancelled as the customer asked`,
    restocks: true,
    mail: 'cancelled',
    fields: { payment: undefined, refundOwed: 0 },
  },
  // The customer's return request, the owner's decision, the parcel received.
  'return-requested': {
    payment: 'cod',
    path: DELIVERED,
    event: () => ({
      kind: 'return-requested',
      request: {
        id: 'moveTestReturn',
        items: [{ productId: bookA.slug, title: bookA.title, quantity: 1, price: bookA.newPrice }],
        reason: 'damaged',
        note: '',
        state: 'requested',
        requestedAt: Timestamp.now(),
        refund: 0,
      },
    }),
    status: 'delivered',
    note: `Return requested: 1 × ${bookA.title} (Damaged)`,
    fields: { returnsOpen: true },
  },
  'return-decided': {
    payment: 'cod',
    path: returnOf(TWO_OF_A, false),
    event: (_, __, record) => ({
      kind: 'return-decided',
      returnId: firstReturn(record),
      decision: 'decline',
      reason: 'Used',
    }),
    status: 'delivered',
    note: 'Return declined: Used',
    fields: { returnsOpen: false },
  },
  'return-received': {
    payment: 'cod',
    path: returnOf(TWO_OF_A, true),
    event: (tx, id, record) => receiptEvent(tx, id, record, firstReturn(record)),
    status: 'delivered',
    note: new RegExp(
      `^Return received: 2 × ${bookA.title} back in stock; ₹[\\d,.]+ to refund; Credit Note CN/.+ issued$`,
    ),
    restocks: true,
    returnCreditNote: true,
    fields: { returnsOpen: false, refundPending: true },
  },
  'last-return-received': {
    payment: 'cod',
    path: returnOf(EVERY_BOOK, true),
    event: (tx, id, record) => receiptEvent(tx, id, record, firstReturn(record)),
    status: 'returned',
    note: /^Return received: .+; Credit Note CN\/.+ issued$/,
    restocks: true,
    returnCreditNote: true,
    mail: 'returned',
    fields: { returnsOpen: false, refundPending: true, returnReason: 'customer-return' },
  },
};

const store = useSeededStore({ per: 'suite' });
let token: string;

beforeAll(async () => {
  await setStock(1000);
  token = await store.ownerToken();
  await saveShopDetails(token, {
    upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
  });
});

/** A new customer's order (one open order each: the limits stay out of the way), brought along `path`. */
async function orderAlong(payment: PaymentMethod, path: Step[]): Promise<{ id: string; customer: Customer }> {
  const customer = await createCustomer();
  const placed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, { paymentMethod: payment }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id as string;
  let returnId = '';
  for (const step of path) {
    const response =
      'utr' in step
        ? await call('POST', `/orders/${id}/payment`, { token: customer.idToken, body: { utr: step.utr } })
        : 'cancel' in step
          ? await call('POST', `/orders/${id}/cancel`, { token: customer.idToken, body: { reason: step.cancel } })
          : 'returns' in step
            ? await call('POST', `/orders/${id}/return-requests`, {
                token: customer.idToken,
                body: { items: step.returns, reason: 'damaged', note: '', refundTo: { upiId: 'asha@okbank' } },
              })
            : 'decision' in step
              ? await call('PATCH', `/admin/return-requests/${returnId}`, { token, body: step })
              : await call('PATCH', `/admin/orders/${id}/status`, { token, body: step });
    expect(response.status, JSON.stringify(response.body)).toBe('cancel' in step ? 202 : 'returns' in step ? 201 : 200);
    if ('returns' in step) returnId = response.body.id as string;
  }
  return { id, customer };
}

/** The event through the module, by the customer for their own act and by the owner for the rest. */
async function recordEvent(id: string, event: OrderEvent | EventOf, customer?: Customer) {
  const store = await readStoreSettings();
  const mail = await shopMailSettings(store);
  return functionDb().runTransaction(async (tx) => {
    const record = (await tx.get(collections.orders().doc(id))).data()!;
    const named = typeof event === 'function' ? await event(tx, id, record) : event;
    return moveOrder(tx, { id, record }, named, { by: customer ? customer.email : OWNER, store, mail });
  });
}

/** What an order's event is seen to write. */
async function effects(id: string) {
  const [order, audit, mails, bill, creditNote, stats, stock, settlement, papers] = await Promise.all([
    db.collection('orders').doc(id).get(),
    db.collection('orderAudit').doc(id).get(),
    db.collection('mail').where('orderId', '==', id).where('kind', '==', 'order-status').get(),
    db.collection('bills').doc(`bill-${id}`).get(),
    db.collection('bills').doc(`credit-note-${id}`).get(),
    readSalesStats(),
    stockOf(bookA.slug),
    db.collection('orderSettlements').doc(id).get(),
    db.collection('bills').where('orderId', '==', id).get(),
  ]);
  // A return request's credit notes: credit-note-{order}-{request}.
  const returnNotes = papers.docs.filter((doc) => doc.id.startsWith(`credit-note-${id}-`));
  return {
    order: order.data()!,
    settlement: settlement.data() ?? {},
    audit: (audit.get('entries') as Array<{ status: string; by: string; note?: string }> | undefined) ?? [],
    mails: mails.docs.map((doc) => doc.data()),
    papers: [bill.exists && 'bill', creditNote.exists && 'credit-note'].filter(Boolean),
    orders: stats.totalOrders,
    salesPaise: stats.totalSalesPaise,
    // What the paper issued says it is worth: the figures follow it (decision 051).
    paperPaise:
      (bill.exists ? (bill.get('totalPaise') as number) : 0) -
      (creditNote.get('totalPaise') ?? 0) -
      returnNotes.reduce((sum, doc) => sum + (doc.get('totalPaise') as number), 0),
    returnNotes: returnNotes.length,
    stock,
  };
}

describe('the events of an order', () => {
  it('has a case here for every event of the table', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(MOVES).sort());
  });

  for (const [caseKind, test] of Object.entries(CASES)) {
    it(`${caseKind}: ${test.path.length ? 'after the API moves, ' : ''}${test.status}`, async () => {
      const { id, customer } = await orderAlong(test.payment, test.path);
      const before = await effects(id);
      const kind = typeof test.event === 'function' ? (caseKind as OrderEventKind) : test.event.kind;
      const customers = MOVES[kind].actor === 'customer';
      const moved = await recordEvent(id, test.event, customers ? customer : undefined);
      const after = await effects(id);

      expect(after.order.status).toBe(test.status);
      expect(moved.status).toBe(test.status);
      // An event of the owner's alone leaves the order's history as it was: its entry, with the
      // owner's name, is on the settlement the owner's view merges in.
      const offOrder = MOVES[kind].offOrder === true;
      expect(after.order.history).toHaveLength(before.order.history.length + (offOrder ? 0 : 1));
      const entry = offOrder ? after.settlement.entries.at(-1) : after.order.history.at(-1);
      expect(entry).toMatchObject({
        status: test.status,
        by: customers ? customer.email : offOrder ? OWNER : STORE_ACTOR,
      });
      if (test.note === undefined) expect(entry.note).toBeUndefined();
      else expect(entry.note).toMatch(test.note);
      // The owner's name goes to the audit, with the same status and time; the customer's own act does not.
      if (customers || offOrder) expect(after.audit).toEqual(before.audit);
      else
        expect(after.audit.at(-1)).toEqual({
          status: test.status,
          at: entry.at,
          by: OWNER,
          ...(entry.note ? { note: entry.note } : {}),
        });
      for (const [field, value] of Object.entries(test.fields ?? {})) {
        if (value === undefined) expect(after.order).not.toHaveProperty(field);
        else expect(after.order[field]).toEqual(value);
      }
      for (const [field, value] of Object.entries(test.settlement ?? {}))
        expect(after.settlement[field]).toEqual(value);

      expect(after.stock - before.stock).toBe(test.restocks ? 2 : 0);
      expect(after.orders - before.orders).toBe(0);
      expect(after.salesPaise - before.salesPaise).toBe(after.paperPaise - before.paperPaise);
      if (test.paper) expect(after.paperPaise).not.toBe(before.paperPaise);
      expect(after.papers.filter((paper) => !before.papers.includes(paper))).toEqual(test.paper ? [test.paper] : []);
      const queued = after.mails.filter((mail) => !before.mails.some((old) => old.createdAt.isEqual(mail.createdAt)));
      expect(queued.map((mail) => mail.orderStatus)).toEqual(test.mail ? [test.mail] : []);
      if (test.paper) expect(queued[0]?.attachedBills).toEqual([`${test.paper}-${id}`]);
      expect(after.returnNotes - before.returnNotes).toBe(test.returnCreditNote ? 1 : 0);
      if (test.returnCreditNote) expect(after.paperPaise).toBeLessThan(before.paperPaise);
    });
  }

  it('places an order: its first entry is the customer’s, with the copies and the sale taken', async () => {
    const stockBefore = await stockOf(bookA.slug);
    const ordersBefore = (await readSalesStats()).totalOrders;
    const { id, customer } = await orderAlong('cod', []);
    const { order, audit } = await effects(id);
    expect(order.history).toEqual([{ status: 'pending', at: order.createdAt, by: customer.email }]);
    expect(audit).toEqual([]);
    expect(await stockOf(bookA.slug)).toBe(stockBefore - 2);
    expect((await readSalesStats()).totalOrders).toBe(ordersBefore + 1);
    const mails = await db.collection('mail').where('orderId', '==', id).get();
    expect(mails.docs.map((doc) => doc.get('kind')).sort()).toEqual(['order-placed', 'owner-new-order']);
  });

  it('refuses a move the domain does not allow, writing nothing', async () => {
    const { id } = await orderAlong('cod', []);
    const before = await effects(id);
    await expect(recordEvent(id, { kind: 'delivered' })).rejects.toThrow(
      new ConflictError('An order that is pending cannot be marked delivered.'),
    );
    expect(await effects(id)).toEqual(before);
  });
});
