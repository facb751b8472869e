import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DETAILS } from '../../../seed/shop';
import { carryCodSwitchesToPersons } from '../../src/migrations/person-cod-switches';
import { carryRtoCountsToPersons } from '../../src/migrations/person-rto-counts';
import { customerKey, mailboxKey, provenPhoneKey } from '../../src/services/customers/customer-key';
import { auth } from '../../src/firebase';
import { createCustomer, db, provePhone, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// The RTO count and the owner's "COD off" are the person's (their mailbox and their
// proven phones, decisions 035, 045 and 049), not the exact e-mail's.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
});

const NO_COD = 'Cash on delivery is not available for your account.';
const PHONE = '+919812300039';

/** Another account proves the phone (Firebase links a number to one account at a time: it moves). */
async function movePhone(from: Customer, to: Customer): Promise<Customer> {
  await auth().updateUser(from.uid, { phoneNumber: null });
  return provePhone(to, PHONE);
}
const UPI = { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' };
const saveSettings = async (changes: Partial<StoreSettings> = {}) =>
  expect(
    (await call('PUT', '/admin/settings', { token, body: { ...DEMO_SHOP_DETAILS, upi: UPI, ...changes } })).status,
  ).toBe(200);
const place = (customer: Customer, overrides: Record<string, unknown> = {}) =>
  call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer, overrides) });
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const lookup = async (email: string) => (await get(`/admin/customers?email=${encodeURIComponent(email)}`, token)).body;
const switchCod = (email: string, codAllowed: boolean) =>
  call('POST', '/admin/customers/cod', { token, body: { email, codAllowed } });

/** A COD order of `customer`, shipped and come back refused (RTO). */
async function refusedParcel(customer: Customer, overrides: Record<string, unknown> = {}): Promise<void> {
  const placed = await place(customer, overrides);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  for (const body of [{ status: 'confirmed' }, { status: 'shipped' }, { status: 'returned', returnReason: 'rto' }])
    expect((await move(placed.body._id as string, body)).status).toBe(200);
}

/** Whether `customer` may order COD now: a placed order is cancelled again, so the next check is alone. */
async function codRefused(customer: Customer, overrides: Record<string, unknown> = {}): Promise<boolean> {
  const placed = await place(customer, overrides);
  if (placed.status === 201) {
    expect((await move(placed.body._id as string, { status: 'cancelled' })).status).toBe(200);
    return false;
  }
  expect(placed.status).toBe(400);
  expect(placed.body.errors).toEqual({ paymentMethod: NO_COD });
  return true;
}

describe('the RTO limit', () => {
  it('counts the person: an alias of the inbox reaches it with the parcels the other address refused', async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 2 } });
    const first = await createCustomer('ab.rto39@gmail.com');
    const alias = await createCustomer('a.b.rto39+1@gmail.com');
    await refusedParcel(first);
    expect(await codRefused(alias)).toBe(false);
    await refusedParcel(first);
    expect(await codRefused(first)).toBe(true);
    expect(await codRefused(alias)).toBe(true);
    expect(await lookup(alias.email)).toMatchObject({ rtoCount: 2, codAllowed: true, codOffered: false });
    // UPI is still open to them.
    expect((await place(alias, { paymentMethod: 'upi' })).status).toBe(201);
  });

  it('counts the proven phone: another inbox ordering with it is refused too', async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 1 } });
    const refuser = await provePhone(await createCustomer(), PHONE);
    await refusedParcel(refuser, { phone: PHONE });
    const other = await movePhone(refuser, await createCustomer());
    expect(await codRefused(other, { phone: PHONE })).toBe(true);
    // Without that phone proven on the order, the other inbox is another person.
    expect(await codRefused(await createCustomer())).toBe(false);
  });
});

describe('the owner’s "COD off"', () => {
  it('switches the person off and on, from any of their addresses', async () => {
    await saveSettings();
    const first = await createCustomer('cd.switch39@gmail.com');
    const alias = await createCustomer('c.d.switch39+shop@gmail.com');
    expect(await codRefused(first)).toBe(false);
    const off = await switchCod(first.email, false);
    expect(off.status).toBe(200);
    expect(await codRefused(alias)).toBe(true);
    expect(await codRefused(first)).toBe(true);
    expect(await lookup(alias.email)).toMatchObject({ codAllowed: false, codOffered: false });

    // On again from the alias: the person may pay cash again, under either address.
    expect((await switchCod(alias.email, true)).status).toBe(200);
    expect(await codRefused(first)).toBe(false);
    expect(await codRefused(alias)).toBe(false);
  });

  it('follows a phone the account proved to another inbox', async () => {
    await saveSettings();
    const owner = await provePhone(await createCustomer(), PHONE);
    expect(await codRefused(owner, { phone: PHONE })).toBe(false);
    expect((await switchCod(owner.email, false)).status).toBe(200);
    const other = await movePhone(owner, await createCustomer());
    expect(await codRefused(other, { phone: PHONE })).toBe(true);
    // The account that holds the phone is that person whatever it types; a stranger typing it is not.
    expect(await codRefused(other)).toBe(true);
    expect(await codRefused(await createCustomer(), { phone: PHONE })).toBe(false);
  });
});

describe("npm run migrate carries an older store's switches and counts to the person", () => {
  it('puts an account’s COD off on its mailbox and proven phones, twice alike, never over the owner’s later switch', async () => {
    await saveSettings({ cod: { ...DEFAULT_STORE_SETTINGS.cod, rtoLimit: 3 } });
    // A proven-phone order of the account, then its switch and count as an older store keeps them.
    const old = await provePhone(await createCustomer('ef.before39@gmail.com'), PHONE);
    expect(await codRefused(old, { phone: PHONE })).toBe(false);
    await db
      .collection('customerOrders')
      .doc(customerKey(old.email))
      .set({ codDisabled: true, rtoCount: 3 }, { merge: true });
    await db.collection('customerOrders').doc('no-email-kept').set({ codDisabled: true });
    const alias = await createCustomer('e.f.before39+2@gmail.com');
    const phoneOnly = await movePhone(old, await createCustomer());
    await db.collection('customerOrders').doc(customerKey(alias.email)).set({ email: alias.email, codDisabled: false });
    // Before the migration: the account itself is off, its alias and its phone are not yet.
    expect(await codRefused(old)).toBe(true);
    expect(await codRefused(alias)).toBe(false);

    expect(await carryCodSwitchesToPersons()).toEqual({ accounts: 1, keys: 2 });
    expect(await carryCodSwitchesToPersons()).toEqual({ accounts: 1, keys: 0 });
    expect(await carryRtoCountsToPersons()).toMatchObject({ accounts: 1, parcels: 3 });
    for (const key of [mailboxKey(old.email), provenPhoneKey(PHONE)]) {
      const hold = await db.collection('openOrderHolds').doc(key).get();
      expect(hold.get('codDisabled')).toBe(true);
      expect(hold.get('rtoByAccount')).toEqual({ [customerKey(old.email)]: 3 });
    }
    expect(await codRefused(alias)).toBe(true);
    expect(await codRefused(phoneOnly, { phone: PHONE })).toBe(true);

    // The owner switches the alias on again; a later run keeps that choice.
    expect((await switchCod(alias.email, true)).status).toBe(200);
    await saveSettings();
    expect(await carryCodSwitchesToPersons()).toEqual({ accounts: 1, keys: 0 });
    expect(await codRefused(alias)).toBe(false);
  });
});
