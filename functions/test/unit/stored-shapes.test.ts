import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { bookDeletionShape, bookShape, coverShape, newsShape, seedMarkerShape } from '../../src/db/catalog';
import {
  loginThrottleShape,
  newsletterAttemptsShape,
  orderAttemptsShape,
  salesStatsShape,
  visitHourShape,
} from '../../src/db/counters';
import { storedAs } from '../../src/db/documents';
import { mailShape } from '../../src/db/mail';
import { newsletterPendingShape, newsletterSubscriberShape } from '../../src/db/newsletter';
import {
  customerOrdersShape,
  idempotencyKeyShape,
  openOrderHoldShape,
  orderAuditShape,
  orderShape,
} from '../../src/db/orders';
import { adminShape } from '../../src/db/owners';

// What each collection reads from a document written by hand or by an older version of the
// store: every missing or garbled field gets its default, and optional fields stay absent.
// Key order is the order API answers keep, so it is pinned too (toStrictEqual + Object.keys).

const EPOCH = Timestamp.fromMillis(0);
const AT = Timestamp.fromMillis(Date.UTC(2026, 0, 2));
const LATER = Timestamp.fromMillis(Date.UTC(2026, 0, 3));

/** Values that are of no field's kind: no text, no finite number, no `true`, no Timestamp. */
const GARBLED: unknown[] = [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, false, [1], { a: 1 }];

describe('a book', () => {
  const defaults = {
    ISBN: '',
    title: '',
    description: '',
    category: '',
    trending: false,
    coverImage: '',
    oldPrice: 0,
    newPrice: 0,
    stock: 0,
    sold: 0,
    createdAt: EPOCH,
    updatedAt: EPOCH,
  };

  it('reads an empty document as every default, with no author', () => {
    const book = bookShape({}, {});
    expect(book).toStrictEqual(defaults);
    expect(Object.keys(book)).toEqual(Object.keys(defaults));
  });

  it('reads a stored book as it is, in the API key order', () => {
    const stored = {
      updatedAt: LATER,
      createdAt: AT,
      sold: 3,
      stock: 4,
      newPrice: 199.5,
      oldPrice: 250,
      coverImage: '/c.svg',
      trending: true,
      category: 'Fiction',
      description: 'd',
      author: 'A. Author',
      title: 'T',
      ISBN: '978-0-306-40615-7',
      extra: 'dropped',
    };
    const book = bookShape(stored, stored);
    expect(Object.keys(book)).toEqual([
      'ISBN',
      'title',
      'author',
      'description',
      'category',
      'trending',
      'coverImage',
      'oldPrice',
      'newPrice',
      'stock',
      'sold',
      'createdAt',
      'updatedAt',
    ]);
    expect(book).toMatchObject({ author: 'A. Author', newPrice: 199.5, trending: true, updatedAt: LATER });
  });

  it.each(GARBLED)('reads %s in every field as the defaults', (value) => {
    const stored = Object.fromEntries([...Object.keys(defaults), 'author'].map((name) => [name, value]));
    expect(bookShape(stored, stored)).toStrictEqual(defaults);
  });

  it('leaves out a blank author, keeps "1" as text out of prices, and dates a book without updatedAt by createdAt', () => {
    const stored = { author: '   ', oldPrice: '199', trending: 'true', createdAt: AT };
    expect(bookShape(stored, stored)).toStrictEqual({ ...defaults, createdAt: AT, updatedAt: AT });
  });

  it('is what the books collection converter reads', () => {
    const data = { title: 'T', author: '' };
    const snapshot = { data: () => data } as unknown as QueryDocumentSnapshot;
    expect(storedAs(bookShape).fromFirestore(snapshot)).toStrictEqual({ ...defaults, title: 'T' });
  });
});

describe('an order', () => {
  const defaults = {
    name: '',
    email: '',
    phone: '',
    address: { street: '', city: '', country: '', state: '', zipcode: '' },
    products: [],
    productIds: [],
    // Older stored orders: cash on delivery, the subtotal is the total, no charges.
    paymentMethod: 'cod',
    subtotal: 0,
    shippingCharge: 0,
    codFee: 0,
    totalPrice: 0,
    status: 'pending',
    history: [],
    createdAt: EPOCH,
    // Older stored orders owe nothing back.
    refundOwed: 0,
    refunds: [],
    refundOutstanding: 0,
    // Older stored orders have no return requests.
    returns: [],
  };

  it('reads an empty document as a pending order with nothing in it', () => {
    expect(orderShape({}, {})).toStrictEqual(defaults);
  });

  it('reads lines, ids, a landmark and the history with their own defaults', () => {
    const stored = {
      address: { street: 'S', landmark: 'Near the park', zipcode: 560001 },
      products: [{ productId: 'b1', quantity: 2, title: 'T', price: 99 }, 'garbled', { quantity: '3' }],
      status: 'lost',
      history: [{ status: 'shipped', at: AT, by: 'store' }, { status: 5 }],
    };
    expect(orderShape(stored, stored)).toStrictEqual({
      ...defaults,
      address: { street: 'S', city: '', country: '', state: '', zipcode: '', landmark: 'Near the park' },
      products: [
        { productId: 'b1', quantity: 2, title: 'T', price: 99 },
        { productId: '', quantity: 0, title: '', price: 0 },
        { productId: '', quantity: 0, title: '', price: 0 },
      ],
      // Orders stored before productIds existed have them from their lines.
      productIds: ['b1', '', ''],
      history: [
        { status: 'shipped', at: AT, by: 'store' },
        { status: 'pending', at: EPOCH, by: '' },
      ],
    });
  });

  it('reads an older order with no payment method as cash on delivery priced by its books, with no number', () => {
    const stored = { totalPrice: 450.5, number: 'x', paymentMethod: 'cheque', shipment: 'DTDC' };
    expect(orderShape(stored, stored)).toStrictEqual({ ...defaults, subtotal: 450.5, totalPrice: 450.5 });
  });

  it('reads the order-to-cash fields when stored, each checked', () => {
    const stored = {
      number: 1042,
      paymentMethod: 'upi',
      subtotal: 400,
      shippingCharge: 40,
      codFee: 0,
      totalPrice: 440,
      paymentDueAt: AT,
      payment: { utr: '123456789012', submittedAt: AT },
      shipment: { courier: 'pigeon', awb: 'AB123456' },
      returnReason: 'rto',
      cashPending: 'yes',
      remittance: { amount: 440, date: '2026-11-20', reference: 'R1', recordedAt: AT },
    };
    // The courier's settlement is not the order's: a stored order's is not read.
    const { cashPending: _owners, remittance: _ownersToo, ...kept } = stored;
    expect(orderShape(stored, stored)).toStrictEqual({
      ...defaults,
      ...kept,
      // An unknown courier reads as Other, a missing tracking link as empty.
      shipment: { courier: 'other', awb: 'AB123456', trackingUrl: '' },
    });
  });

  it('reads refunds and a late payment when stored, each checked', () => {
    const stored = {
      refundOwed: 440,
      refunds: [{ amount: 40, method: 'upi', reference: '412345678901', refundedAt: AT }, { method: 'cheque' }],
      refundOutstanding: 400,
      refundDueBy: AT,
      latePayment: { utr: '412345678902', submittedAt: AT, decision: 'maybe' },
      refundPending: true,
      latePaymentPending: 'yes',
    };
    expect(orderShape(stored, stored)).toStrictEqual({
      ...defaults,
      refundOwed: 440,
      // A refund of an unknown method reads as UPI with nothing in it; an unknown decision is left out.
      refunds: [
        { amount: 40, method: 'upi', reference: '412345678901', refundedAt: AT },
        { amount: 0, method: 'upi', reference: '', refundedAt: EPOCH },
      ],
      refundOutstanding: 400,
      refundDueBy: AT,
      latePayment: { utr: '412345678902', submittedAt: AT },
      refundPending: true,
    });
  });

  it('keeps stored productIds, each read as text', () => {
    const stored = { products: [{ productId: 'b1' }], productIds: ['b2', 3] };
    expect(orderShape(stored, stored).productIds).toEqual(['b2', '']);
  });

  it('reads an audit as its entries', () => {
    expect(orderAuditShape({}, {})).toStrictEqual({ entries: [] });
    const stored = { entries: [{ status: 'cancelled', at: AT, by: 'owner' }, null] };
    expect(orderAuditShape(stored, stored)).toStrictEqual({
      entries: [
        { status: 'cancelled', at: AT, by: 'owner' },
        { status: 'pending', at: EPOCH, by: '' },
      ],
    });
  });
});

describe('the order transaction’s other documents', () => {
  it('reads empty documents as their defaults', () => {
    expect(idempotencyKeyShape({}, {})).toStrictEqual({
      uid: '',
      requestHash: '',
      orderId: '',
      createdAt: EPOCH,
      expiresAt: EPOCH,
    });
    expect(openOrderHoldShape({}, {})).toStrictEqual({ openOrderIds: [], emails: [], rtoByAccount: {} });
    expect(customerOrdersShape({}, {})).toStrictEqual({
      openOrderIds: [],
      ordersPlaced: 0,
      lastOrderAt: EPOCH,
      email: '',
      latestOrderName: '',
      standingOrders: 0,
      standingPaise: 0,
      rtoCount: 0,
      codDisabled: false,
    });
  });

  it('keeps a stored average of any number, and only of a number', () => {
    expect(customerOrdersShape({ averageOrderPaise: 12_345 }, {}).averageOrderPaise).toBe(12_345);
    expect(customerOrdersShape({ averageOrderPaise: Number.NaN }, {}).averageOrderPaise).toBeNaN();
    expect('averageOrderPaise' in customerOrdersShape({ averageOrderPaise: '1' }, {})).toBe(false);
    expect(
      openOrderHoldShape({ openOrderIds: ['o1', 2], emails: 'a@b', rtoByAccount: { a: 2, b: 'x' } }, {}),
    ).toStrictEqual({
      openOrderIds: ['o1', ''],
      emails: [],
      rtoByAccount: { a: 2, b: 0 },
    });
    // The owner's COD switch on a person's key: read only when stored as a boolean.
    expect(openOrderHoldShape({ codDisabled: true }, {}).codDisabled).toBe(true);
    expect(openOrderHoldShape({ codDisabled: false }, {}).codDisabled).toBe(false);
    expect('codDisabled' in openOrderHoldShape({ codDisabled: 'yes' }, {})).toBe(false);
  });
});

describe('an e-mail in the outbox', () => {
  const delivery = {
    state: 'PENDING',
    attempts: 0,
    error: null,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    nextAttemptAt: null,
    info: null,
  };

  it('reads a hand-written document without a delivery as waiting to be sent', () => {
    expect(mailShape({}, {})).toStrictEqual({
      to: [],
      message: { subject: '', text: '', html: '' },
      kind: 'other',
      orderId: '',
      orderStatus: null,
      attachedBills: [],
      createdAt: EPOCH,
      delivery,
    });
  });

  it('takes one address or a list, headers only when there are some, and a delivery’s info', () => {
    const stored = {
      to: 'a@example.com',
      message: { subject: 'S', headers: { 'List-Unsubscribe': '<u>', Bad: 3 } },
      kind: 'order-status',
      orderStatus: 'shipped',
      attachedBills: ['bill-o1', 7],
      delivery: {
        state: 'RETRY',
        attempts: 2,
        error: 'timeout',
        nextAttemptAt: LATER,
        info: { messageId: 'm', accepted: ['a@example.com', 1], response: 250 },
      },
    };
    expect(mailShape(stored, stored)).toStrictEqual({
      to: ['a@example.com'],
      message: { subject: 'S', text: '', html: '', headers: { 'List-Unsubscribe': '<u>', Bad: '' } },
      kind: 'order-status',
      orderId: '',
      orderStatus: 'shipped',
      attachedBills: ['bill-o1', ''],
      createdAt: EPOCH,
      delivery: {
        ...delivery,
        state: 'RETRY',
        attempts: 2,
        error: 'timeout',
        nextAttemptAt: LATER,
        info: { messageId: 'm', accepted: ['a@example.com', ''], rejected: [], response: '' },
      },
    });
    const unknown = {
      to: ['x', 1],
      message: { headers: {} },
      kind: 'spam',
      orderStatus: 'lost',
      delivery: { state: 'gone' },
    };
    expect(mailShape(unknown, unknown)).toMatchObject({
      to: ['x', ''],
      message: { subject: '', text: '', html: '' },
      kind: 'other',
      orderStatus: null,
      delivery,
    });
    expect('headers' in mailShape(unknown, unknown).message).toBe(false);
  });
});

describe('the other collections', () => {
  it.each([
    ['cover', coverShape, { contentType: '', data: Buffer.alloc(0), size: 0, uploadedBy: '', createdAt: EPOCH }],
    ['news', newsShape, { title: '', description: '', image: '', order: 0 }],
    ['book deletion', bookDeletionShape, { deletedAt: EPOCH }],
    ['seed marker', seedMarkerShape, { seededAt: EPOCH, books: 0 }],
    [
      'admin',
      adminShape,
      { username: '', passwordHash: '', role: '', email: '', tokenVersion: 0, createdAt: EPOCH, updatedAt: EPOCH },
    ],
    ['newsletter pending', newsletterPendingShape, { email: '', tokenHash: '', createdAt: EPOCH, expiresAt: EPOCH }],
    ['newsletter subscriber', newsletterSubscriberShape, { email: '', confirmedAt: EPOCH, unsubscribeToken: '' }],
    ['login throttle', loginThrottleShape, { failures: 0, windowStartedAt: EPOCH, expiresAt: EPOCH }],
    ['order attempts', orderAttemptsShape, { attempts: 0, keys: [], windowStartedAt: EPOCH, expiresAt: EPOCH }],
    ['newsletter attempts', newsletterAttemptsShape, { attempts: 0, windowStartedAt: EPOCH, expiresAt: EPOCH }],
    [
      'sales figures',
      salesStatsShape,
      { totalSalesPaise: 0, totalOrders: 0, shippingPaise: 0, codFeePaise: 0, months: {} },
    ],
    ['visit hour', visitHourShape, { hour: EPOCH, views: 0, expiresAt: EPOCH }],
  ] as const)('%s: an empty or garbled document reads as the defaults', (_name, read, defaults) => {
    expect(read({}, {})).toStrictEqual(defaults);
    expect(read('not a map', {})).toStrictEqual(defaults);
    for (const value of [null, Number.NaN, false]) {
      const garbled = Object.fromEntries(Object.keys(defaults).map((name) => [name, value]));
      expect(read(garbled, garbled)).toStrictEqual(defaults);
    }
  });

  it('reads cover bytes as a Buffer over the same memory, and each month of the sales figures', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]).subarray(1, 3);
    const cover = coverShape({ data: bytes }, {});
    expect(Buffer.isBuffer(cover.data)).toBe(true);
    expect([...cover.data]).toEqual([2, 3]);
    // A month stored before bills, credit notes and refunds were counted reads them as 0.
    const stored = { months: { '2026-01': { salesPaise: 100, orders: 'two', refundsPaise: 250 }, '2026-02': 5 } };
    const none = { salesPaise: 0, orders: 0, bills: 0, creditNotes: 0, refundsPaise: 0 };
    expect(salesStatsShape(stored, stored).months).toStrictEqual({
      '2026-01': { ...none, salesPaise: 100, refundsPaise: 250 },
      '2026-02': none,
    });
  });
});
