import {
  CUSTOMER_LIMITS,
  DEFAULT_STORE_SETTINGS,
  PHONE_PROOF_MISMATCH_MESSAGE,
  PHONE_PROOF_MISSING_MESSAGE,
  type StoreSettings,
} from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { auth } from '../../src/firebase';
import { carryRtoCountsToPersons } from '../../src/migrations/person-rto-counts';
import { customerKey, mailboxKey } from '../../src/services/customers/customer-key';
import { createCustomer, db, provePhone, type Customer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { setStock } from '../../../tests/support/stock';

// Limits a stranger cannot turn against someone else, and a phone proven
// by a one-time code for cash on delivery. The Auth emulator's own code flow is driven in
// order-rush-doors.test.ts and the e2e; here (a worker's project) the Admin SDK links the phone.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
});

const UPI = { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' };
const saveSettings = (changes: Partial<StoreSettings>) => saveShopDetails(token, { upi: UPI, ...changes });
const place = (customer: Customer, overrides: Record<string, unknown> = {}, key?: string) =>
  call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, overrides),
    headers: key ? { 'idempotency-key': key } : {},
  });
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const orderCount = async () => (await db.collection('orders').count().get()).data().count;

/** Ships an order and brings it back refused (RTO). */
async function refusedParcel(id: string): Promise<void> {
  for (const body of [{ status: 'confirmed' }, { status: 'shipped' }, { status: 'returned', returnReason: 'rto' }])
    expect((await move(id, body)).status).toBe(200);
}

const PHONE = '+919812345678';

describe('phoneProof', () => {
  it('never (a new shop): the typed phone is taken, marked proven only when it is the account’s proven number', async () => {
    const typed = await place(await createCustomer(), { phone: '98123 45678' });
    expect(typed.status).toBe(201);
    expect(typed.body.phone).toBe('98123 45678');
    expect(typed.body).not.toHaveProperty('phoneVerified');

    const proven = await provePhone(await createCustomer(), PHONE);
    const same = await place(proven, { phone: '098123-45678' });
    expect(same.status).toBe(201);
    expect(same.body).toMatchObject({ phone: PHONE, phoneVerified: true });
    const other = await place(proven, { phone: '+91 90000 00000' });
    expect(other.status).toBe(201);
    expect(other.body.phone).toBe('+91 90000 00000');
    expect(other.body).not.toHaveProperty('phoneVerified');
  });

  it('cod: a COD order needs the account’s proven phone, a UPI order does not', async () => {
    await saveSettings({ phoneProof: 'cod' });
    const customer = await createCustomer();
    const before = await orderCount();
    const unproven = await place(customer);
    expect(unproven.status).toBe(400);
    expect(unproven.body).toEqual({
      message: PHONE_PROOF_MISSING_MESSAGE,
      errors: { phone: PHONE_PROOF_MISSING_MESSAGE },
    });
    expect(await orderCount()).toBe(before);
    expect((await place(customer, { paymentMethod: 'upi' })).status).toBe(201);

    const proven = await provePhone(customer, PHONE);
    const mismatch = await place(proven, { phone: '+91 90000 00000' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual({ phone: PHONE_PROOF_MISMATCH_MESSAGE });
    const placed = await place(proven, { phone: '+91 98123 45678' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ phone: PHONE, phoneVerified: true, paymentMethod: 'cod' });
    const stored = await db
      .collection('orders')
      .doc(placed.body._id as string)
      .get();
    expect(stored.get('phone')).toBe(PHONE);
    expect(stored.get('phoneVerified')).toBe(true);
  });

  it('always: every order needs it, UPI too; odd typed phones are refused in words, changing nothing', async () => {
    await saveSettings({ phoneProof: 'always' });
    const customer = await createCustomer();
    expect((await place(customer, { paymentMethod: 'upi' })).body.errors).toEqual({
      phone: PHONE_PROOF_MISSING_MESSAGE,
    });
    const proven = await provePhone(customer, PHONE);
    for (const odd of ['$& 98123 45678', '<script>', '=cmd', '९८१२३४५६७८']) {
      const refused = await place(proven, { phone: odd, paymentMethod: 'upi' });
      expect(refused.status, odd).toBe(400);
      expect(refused.body.errors.phone, odd).toBeTruthy();
    }
    expect(await orderCount()).toBe(0);
    expect((await place(proven, { phone: PHONE, paymentMethod: 'upi' })).status).toBe(201);
  });

  it('refuses a phoneProof the settings do not know, with the field named', async () => {
    const refused = await call('PUT', '/admin/settings', {
      token,
      body: { ...DEFAULT_STORE_SETTINGS, phoneProof: 'sometimes' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.phoneProof).toBe('Phone proof must be one of: never, cod, always.');
    expect((await call('GET', '/store')).body.phoneProof).toBe('never');
  });
});

describe('limits a stranger cannot turn against someone else', () => {
  it("a stranger's eleven refused attempts with someone's phone leave that person's first order at 201", async () => {
    const owner = await provePhone(await createCustomer(), PHONE);
    const stranger = await createCustomer();
    const answers = [];
    for (let i = 0; i <= CUSTOMER_LIMITS.orderAttempts; i++)
      answers.push((await place(stranger, { phone: PHONE, totalPrice: 1 })).status);
    expect(answers).toEqual([...Array(CUSTOMER_LIMITS.orderAttempts).fill(400), 429]);
    const first = await place(owner, { phone: PHONE });
    expect(first.status).toBe(201);
    expect(first.body.phoneVerified).toBe(true);
  });

  it('a typed phone holds nothing; a proven one holds the person’s open orders wherever the number goes', async () => {
    const [a, b] = [await createCustomer(), await createCustomer()];
    const provenA = await provePhone(a, PHONE);
    const books = SEED_BOOKS.slice(0, 4).map((book) => ({ productId: book.slug, quantity: 1 }));
    const one = (book: (typeof books)[0]) => ({
      products: [book],
      totalPrice: SEED_BOOKS.find((seeded) => seeded.slug === book.productId)!.newPrice,
    });
    for (const book of books.slice(0, 3))
      expect((await place(provenA, { ...one(book), phone: PHONE })).status).toBe(201);
    // A stranger typing the number orders as usual.
    expect((await place(await createCustomer(), { ...one(books[3]!), phone: PHONE })).status).toBe(201);
    // The number moves to another account: its three open orders go with it.
    await auth().updateUser(a.uid, { phoneNumber: null });
    const provenB = await provePhone(b, PHONE);
    const refused = await place(provenB, { ...one(books[3]!), phone: PHONE });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/You already have 3 open orders/);
    // Without a proven number, B is a person of their own.
    await auth().updateUser(b.uid, { phoneNumber: null });
    expect((await place(await createCustomer(b.email.replace('@', '+x@')), one(books[3]!))).status).toBe(201);
  });

  it('refused parcels follow the person: to an alias of the mailbox, and to the account that holds the proven phone', async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 1 } });
    const a = await provePhone(await createCustomer('refuses@gmail.com'), PHONE);
    const placed = await place(a, { phone: PHONE });
    await refusedParcel(placed.body._id as string);
    const COD_OFF = 'Cash on delivery is not available for your account.';
    expect((await place(a, { phone: PHONE })).body.errors).toEqual({ paymentMethod: COD_OFF });
    const alias = await createCustomer('re.fuses+2@gmail.com');
    expect((await place(alias)).body.errors).toEqual({ paymentMethod: COD_OFF });
    await auth().updateUser(a.uid, { phoneNumber: null });
    const other = await provePhone(await createCustomer(), PHONE);
    expect((await place(other, { phone: PHONE })).body.errors).toEqual({ paymentMethod: COD_OFF });
    // A stranger who only types the number still may pay on delivery.
    expect((await place(await createCustomer(), { phone: PHONE })).status).toBe(201);
  });

  it('20 orders at once from 20 accounts typing one phone are all placed', async () => {
    const customers = await Promise.all(Array.from({ length: 20 }, () => createCustomer()));
    const started = Date.now();
    const answers = await Promise.all(customers.map((customer) => place(customer, { phone: '98123 45678' })));
    console.log(`20 accounts typing one phone, at once: answered in ${Date.now() - started} ms`);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
  });

  it('20 orders at once with one proven phone each answer 201, 409 or 429 within seconds', async () => {
    const customer = await provePhone(await createCustomer(), PHONE);
    const books = SEED_BOOKS.slice(0, 20);
    const started = Date.now();
    const answers = await Promise.all(
      books.map((book, i) =>
        place(
          customer,
          { phone: PHONE, products: [{ productId: book.slug, quantity: 1 }], totalPrice: book.newPrice },
          `proven-rush-${i}`,
        ),
      ),
    );
    const took = Date.now() - started;
    console.log(`20 orders with one proven phone, at once: answered in ${took} ms`);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(CUSTOMER_LIMITS.openOrders);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - CUSTOMER_LIMITS.orderAttempts);
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      CUSTOMER_LIMITS.orderAttempts - CUSTOMER_LIMITS.openOrders,
    );
    for (const answer of answers) if (answer.status !== 201) expect(answer.body.message).toBeTruthy();
    expect(await orderCount()).toBe(CUSTOMER_LIMITS.openOrders);
  });
});

describe('npm run migrate carries refused parcels to the person', () => {
  it("sets each account's share in its mailbox, twice with the same result, so an alias is refused COD", async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 2 } });
    const email = 'old.refuser@gmail.com';
    // An account as an older store keeps it: the count on the account only.
    await db.collection('customerOrders').doc(customerKey(email)).set({ email, rtoCount: 2, ordersPlaced: 2 });
    await db.collection('customerOrders').doc('no-email-kept').set({ rtoCount: 5 });
    const alias = await createCustomer('oldrefuser+new@gmail.com');
    expect((await place(alias)).status).toBe(201);

    expect(await carryRtoCountsToPersons()).toEqual({ accounts: 1, parcels: 2 });
    expect(await carryRtoCountsToPersons()).toEqual({ accounts: 1, parcels: 2 });
    const hold = await db.collection('openOrderHolds').doc(mailboxKey(email)).get();
    expect(hold.get('rtoByAccount')).toEqual({ [customerKey(email)]: 2 });
    expect((await place(alias)).body.errors).toEqual({
      paymentMethod: 'Cash on delivery is not available for your account.',
    });
  });
});
