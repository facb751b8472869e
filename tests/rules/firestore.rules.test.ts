import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
} from 'firebase/firestore';
import { EMULATOR_HOST, EMULATOR_PORTS } from '@bookstore/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

// Its own project id, so these tests never touch the API tests' data.
let env: RulesTestEnvironment;

const ALICE = { uid: 'alice', email: 'alice@example.com' };
const BOB = { uid: 'bob', email: 'bob@example.com' };

beforeAll(async () => {
  // Denied requests are the point of these tests; keep the SDK from logging each one.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    projectId: 'demo-bookstore-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: EMULATOR_HOST, port: EMULATOR_PORTS.firestore },
  });
});

afterAll(async () => {
  await env?.cleanup();
});

beforeEach(async () => {
  await env.clearFirestore();
  // The Admin SDK (rules disabled here) writes the data, as the function does.
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, 'books/b1'), { title: 'Book', newPrice: 10 });
    await setDoc(doc(db, 'orders/o1'), { email: ALICE.email, totalPrice: 10 });
    await setDoc(doc(db, 'orders/o2'), { email: BOB.email, totalPrice: 20 });
    await setDoc(doc(db, 'admins/owner'), { passwordHash: 'scrypt$…' });
    await setDoc(doc(db, 'stats/sales'), { totalOrders: 2 });
    await setDoc(doc(db, 'news/n1'), { title: 'News' });
    await setDoc(doc(db, 'meta/seed'), { books: 1 });
    await setDoc(doc(db, 'idempotencyKeys/k1'), { uid: ALICE.uid, orderId: 'o1', requestHash: 'h' });
    await setDoc(doc(db, 'loginThrottles/t1'), { failures: 3 });
    await setDoc(doc(db, 'covers/c1'), { contentType: 'image/webp', size: 1 });
    // Who on the owner's side changed Alice's order: her own order's id, her own order's data.
    await setDoc(doc(db, 'orderAudit/o1'), { entries: [{ status: 'confirmed', by: 'owner-login-name' }] });
    // The average-order ranking's e-mails and sums are the owner's alone.
    await setDoc(doc(db, 'customerOrders/c1'), {
      ordersPlaced: 2,
      email: ALICE.email,
      standingOrders: 2,
      standingPaise: 90000,
      averageOrderPaise: 45000,
    });
    await setDoc(doc(db, 'orderAttempts/a1'), { attempts: 4 });
    await setDoc(doc(db, 'mail/m1'), { to: ['someone@bookstore.test'], message: { subject: 'Your order' } });
    // Alice's bill of supply and the year's counter: the API serves her the PDF, never Firestore.
    await setDoc(doc(db, 'bills/bill-o1'), { kind: 'bill', orderId: 'o1', buyer: { name: 'Alice' } });
    await setDoc(doc(db, 'counters/bill-2026-27'), { next: 2 });
    await setDoc(doc(db, 'newsletterPending/p1'), { email: ALICE.email, tokenHash: 'h' });
    await setDoc(doc(db, 'newsletterSubscribers/s1'), { email: ALICE.email, unsubscribeToken: 't' });
    await setDoc(doc(db, 'newsletterAttempts/n1'), { attempts: 1 });
    // A client that could write here would make up the owner's visit count.
    await setDoc(doc(db, 'visitHours/2026-05-01T10-3'), { hour: new Date('2026-05-01T10:00:00Z'), views: 7 });
    // What the courier paid over for Alice's order, what it kept, and the owner's note of it (decision 047).
    await setDoc(doc(db, 'orderSettlements/o1'), {
      cashPending: false,
      remittance: { amount: 9, deduction: 1, reference: 'NEFT-1' },
      entries: [{ status: 'delivered', by: 'owner-login-name', note: 'COD remitted: ₹9.00; short by ₹1.00' }],
    });
    // Alice's complaint, its thread and the owner's usernames on it: served by the API only.
    await setDoc(doc(db, 'complaints/T-1001'), {
      email: ALICE.email,
      subject: 'Torn',
      messages: [{ text: 'x', by: 'owner' }],
    });
    await setDoc(doc(db, 'complaintPersons/p1'), { open: ['T-1001'] });
    await setDoc(doc(db, 'complaintPending/h1'), { email: ALICE.email, subject: 'Torn', message: 'x' });
    await setDoc(doc(db, 'complaintAttempts/a1'), { attempts: 1 });
    // Alice's review, her claim on the book and its rating: served by the API only.
    await setDoc(doc(db, 'reviews/r1'), { email: ALICE.email, bookId: 'b1', stars: 4, text: 'x' });
    await setDoc(doc(db, 'reviewClaims/c1'), { reviewId: 'r1' });
    await setDoc(doc(db, 'bookRatings/b1'), { count: 1, starsTotal: 4 });
    await setDoc(doc(db, 'reviewAttempts/a1'), { attempts: 1 });
    await setDoc(doc(db, 'remittanceMonths/2026-11-0'), { couriers: { dtdc: { parcels: 1, remittedPaise: 900 } } });
    // Who waits for which book: served by the API only, the counts to the owner.
    await setDoc(doc(db, 'stockAlerts/w1'), { bookId: 'b1', email: ALICE.email, state: 'waiting' });
    await setDoc(doc(db, 'stockAlertPending/h1'), { bookId: 'b1', email: ALICE.email });
    await setDoc(doc(db, 'stockAlertCounts/b1'), { waiting: 1 });
    await setDoc(doc(db, 'stockAlertAttempts/a1'), { attempts: 1 });
  });
});

const visitor = () => env.unauthenticatedContext().firestore();
// Verified, as Google accounts arrive and e-mail/password ones become after the link.
const alice = () => env.authenticatedContext(ALICE.uid, { email: ALICE.email, email_verified: true }).firestore();
const bob = () => env.authenticatedContext(BOB.uid, { email: BOB.email, email_verified: true }).firestore();

describe('books', () => {
  it('anyone may read', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'books/b1')));
    await assertSucceeds(getDocs(collection(alice(), 'books')));
  });

  it('no client may write', async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(setDoc(doc(db, 'books/new'), { title: 'x' }));
      await assertFails(updateDoc(doc(db, 'books/b1'), { newPrice: 0 }));
      await assertFails(deleteDoc(doc(db, 'books/b1')));
    }
  });
});

describe('orders', () => {
  it('a customer reads only orders with their own e-mail', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'orders/o1')));
    await assertSucceeds(getDocs(query(collection(alice(), 'orders'), where('email', '==', ALICE.email))));
    await assertFails(getDoc(doc(alice(), 'orders/o2')));
    await assertFails(getDocs(query(collection(alice(), 'orders'), where('email', '==', BOB.email))));
    await assertFails(getDocs(collection(alice(), 'orders')));
    await assertSucceeds(getDoc(doc(bob(), 'orders/o2')));
  });

  it('a visitor reads none', async () => {
    await assertFails(getDoc(doc(visitor(), 'orders/o1')));
    await assertFails(getDocs(collection(visitor(), 'orders')));
  });

  it('a customer whose e-mail is not verified reads none, not even their own', async () => {
    for (const claims of [{ email: ALICE.email, email_verified: false }, { email: ALICE.email }]) {
      const unverified = env.authenticatedContext('alice-unverified', claims).firestore();
      await assertFails(getDoc(doc(unverified, 'orders/o1')));
      await assertFails(getDocs(query(collection(unverified, 'orders'), where('email', '==', ALICE.email))));
    }
  });

  it('a token without an e-mail reads none', async () => {
    const anonymous = env.authenticatedContext('anon').firestore();
    await assertFails(getDoc(doc(anonymous, 'orders/o1')));
  });

  it('no client may create, change or delete an order, not even their own', async () => {
    await assertFails(setDoc(doc(alice(), 'orders/new'), { email: ALICE.email, totalPrice: 1 }));
    await assertFails(updateDoc(doc(alice(), 'orders/o1'), { totalPrice: 0 }));
    await assertFails(deleteDoc(doc(alice(), 'orders/o1')));
  });
});

describe("the owner's names on an order's changes (orderAudit)", () => {
  it('the customer whose order it is cannot read them, alone or by query', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'orders/o1')));
    await assertFails(getDoc(doc(alice(), 'orderAudit/o1')));
    await assertFails(getDocs(query(collection(alice(), 'orderAudit'), where('entries', '!=', null))));
    await assertFails(getDoc(doc(alice(), 'orders/o1/audit/any')));
  });
});

describe("the courier's settlement of an order (orderSettlements)", () => {
  it('the customer whose order it is cannot read it, alone or by query', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'orders/o1')));
    await assertFails(getDoc(doc(alice(), 'orderSettlements/o1')));
    await assertFails(getDocs(query(collection(alice(), 'orderSettlements'), where('cashPending', '==', false))));
    await assertFails(updateDoc(doc(alice(), 'orderSettlements/o1'), { cashPending: true }));
  });
});

describe('orders across customers', () => {
  it("another customer can neither read nor touch Alice's order", async () => {
    await assertFails(getDoc(doc(bob(), 'orders/o1')));
    await assertFails(updateDoc(doc(bob(), 'orders/o1'), { email: BOB.email }));
    await assertFails(deleteDoc(doc(bob(), 'orders/o1')));
  });

  it('a token claiming a differently-cased e-mail reads only the lower-cased match', async () => {
    const shouting = env
      .authenticatedContext('alice2', { email: ALICE.email.toUpperCase(), email_verified: true })
      .firestore();
    await assertSucceeds(getDoc(doc(shouting, 'orders/o1')));
    await assertFails(getDoc(doc(shouting, 'orders/o2')));
  });
});

// Owner accounts, figures, news, the seed marker, order Idempotency-Keys, sign-in throttles,
// the owner's names on order changes and each customer's order lock and attempt count: the
// function alone reads and writes them.
const SERVER_ONLY = [
  'admins/owner',
  'stats/sales',
  'news/n1',
  'meta/seed',
  'idempotencyKeys/k1',
  'loginThrottles/t1',
  'covers/c1',
  'orderAudit/o1',
  'customerOrders/c1',
  'orderAttempts/a1',
  'mail/m1',
  'newsletterPending/p1',
  'newsletterSubscribers/s1',
  'newsletterAttempts/n1',
  'visitHours/2026-05-01T10-3',
  'bills/bill-o1',
  'counters/bill-2026-27',
  'orderSettlements/o1',
  'remittanceMonths/2026-11-0',
  'complaints/T-1001',
  'complaintPersons/p1',
  'complaintPending/h1',
  'complaintAttempts/a1',
  'reviews/r1',
  'reviewClaims/c1',
  'bookRatings/b1',
  'reviewAttempts/a1',
  // Coupons (decision 062): their terms, counts and who used them.
  'coupons/DIWALI10',
  'couponUses/u1',
  'stockAlerts/w1',
  'stockAlertPending/h1',
  'stockAlertCounts/b1',
  'stockAlertAttempts/a1',
];

describe.each(SERVER_ONLY)('%s', (path) => {
  it('is neither readable nor writable by any client', async () => {
    const collectionPath = path.split('/')[0]!;
    for (const db of [visitor(), alice(), bob()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, collectionPath)));
      await assertFails(setDoc(doc(db, path), { x: 1 }));
      await assertFails(setDoc(doc(db, `${collectionPath}/new`), { x: 1 }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});

describe('a collection nobody has thought of yet', () => {
  it('is closed to every client', async () => {
    for (const db of [visitor(), alice()]) {
      await assertFails(getDoc(doc(db, 'later/x')));
      await assertFails(setDoc(doc(db, 'later/x'), { x: 1 }));
      await assertFails(setDoc(doc(db, 'books/b1/reviews/r1'), { stars: 5 }));
    }
  });
});
