import { DEFAULT_STORE_SETTINGS, SHOP_SETUP_ITEMS } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SHOP_DETAILS } from '../../../seed/shop';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// Decision 048: CGST Rule 49(a) wants the supplier's name and address on every bill,
// so no bill is issued while the settings' placeholders stand for them; the overview lists what
// a new shop has still to fill in.

const store = useSeededStore();
let token: string;
let customer: Customer;

beforeEach(async () => {
  token = await store.ownerToken();
  customer = await createCustomer();
});

const place = async (paymentMethod: 'cod' | 'upi' = 'cod') => {
  const placed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, { paymentMethod }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body as { _id: string };
};
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const ship = (id: string) => move(id, { status: 'shipped', courier: 'delhivery', awb: `AWB${id.slice(0, 8)}` });
const checklist = async () =>
  Object.fromEntries(
    ((await get('/admin', token)).body.shopSetup as Array<{ item: string; done: boolean }>).map((entry) => [
      entry.item,
      entry.done,
    ]),
  );
/** Everything a refused move must leave as it was. */
const snapshot = async (id: string) => ({
  order: (await db.collection('orders').doc(id).get()).data(),
  bills: (await db.collection('bills').get()).size,
  counters: (await db.collection('counters').get()).docs.filter((doc) => doc.id.startsWith('bill-')).length,
  mails: (await db.collection('mail').where('orderId', '==', id).get()).size,
});

describe('the setup checklist', () => {
  it('lists every item undone in a new shop, and each as done once the owner replaces its placeholder', async () => {
    const answer = await get('/admin', token);
    expect(answer.status).toBe(200);
    expect(answer.body.shopSetup).toEqual([
      { item: 'legal-name', label: 'Legal name', done: false },
      { item: 'address', label: 'Address', done: false },
      { item: 'contacts', label: 'Customer-care e-mail and phone', done: false },
      { item: 'grievance-officer', label: 'Grievance officer', done: false },
      { item: 'upi', label: 'UPI ID', done: false },
      { item: 'shipping-and-cod', label: 'Shipping and COD rules', done: false },
    ]);

    // Saved as they are: the legal name and the rules count as the owner's; the placeholders do not.
    await saveShopDetails(token, DEFAULT_STORE_SETTINGS);
    expect(await checklist()).toEqual({
      'legal-name': true,
      address: false,
      contacts: false,
      'grievance-officer': false,
      upi: false,
      'shipping-and-cod': true,
    });

    await saveShopDetails(token, {
      upi: { vpa: 'pustakghar@okaxis', payeeName: 'Pustak Ghar', expiryHours: 24, merchant: false, merchantCode: '' },
    });
    expect(await checklist()).toEqual(Object.fromEntries(SHOP_SETUP_ITEMS.map((item) => [item, true])));
  });

  it('counts a contact at example.com or the placeholder phone as unset', async () => {
    await saveShopDetails(token, { supportEmail: 'care@shop.example.com' });
    expect((await checklist()).contacts).toBe(false);
    await saveShopDetails(token, { supportPhone: DEFAULT_STORE_SETTINGS.supportPhone });
    expect((await checklist()).contacts).toBe(false);
    await saveShopDetails(token, { grievanceOfficer: { ...DEMO_SHOP_DETAILS.grievanceOfficer, name: 'Not set yet' } });
    expect((await checklist())['grievance-officer']).toBe(false);
  });
});

describe('no bill without the shop’s legal name and address', () => {
  it('refuses to ship a COD order in a new shop, says what to fill in, and changes nothing', async () => {
    const order = await place('cod');
    expect((await move(order._id, { status: 'confirmed' })).status).toBe(200);
    const before = await snapshot(order._id);
    const refused = await ship(order._id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Fill in the shop’s legal name and address in Settings first: a bill of supply is issued with this move, and it must carry the shop’s legal name and address (CGST Rule 49). Nothing was changed.',
    );
    // Straight to delivered issues a bill too.
    expect((await move(order._id, { status: 'delivered' })).status).toBe(409);
    expect(await snapshot(order._id)).toEqual(before);

    await saveShopDetails(token);
    const shipped = await ship(order._id);
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.order.bill.number).toMatch(/^BS\/\d{2}-\d{2}\/000001$/);
    const bill = (await db.collection('bills').doc(`bill-${order._id}`).get()).data()!;
    expect(bill.seller).toMatchObject({ legalName: DEMO_SHOP_DETAILS.legalName, address: DEMO_SHOP_DETAILS.address });
  });

  it('refuses to mark a UPI order paid while only the address is the placeholder, naming the address', async () => {
    await saveShopDetails(token, {
      address: DEFAULT_STORE_SETTINGS.address,
      upi: { vpa: 'pustakghar@okaxis', payeeName: 'Pustak Ghar', expiryHours: 24, merchant: false, merchantCode: '' },
    });
    const order = await place('upi');
    expect(
      (await call('POST', `/orders/${order._id}/payment`, { token: customer.idToken, body: { utr: '412345678901' } }))
        .status,
    ).toBe(200);
    const before = await snapshot(order._id);
    const refused = await move(order._id, { status: 'confirmed' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Fill in the shop’s address in Settings first: /);
    expect(await snapshot(order._id)).toEqual(before);
    expect(before.order!.status).toBe('payment-submitted');
  });

  it('still issues the credit note of an order billed before the details were emptied', async () => {
    await saveShopDetails(token);
    const order = await place('cod');
    await move(order._id, { status: 'confirmed' });
    expect((await ship(order._id)).status).toBe(200);
    // As a restore of an old backup might leave it: no settings saved at all.
    await db.collection('store').doc('settings').delete();
    const returned = await move(order._id, { status: 'returned', returnReason: 'rto' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(returned.body.order.creditNote.number).toMatch(/^CN\/\d{2}-\d{2}\/000001$/);
  });

  it('cancels an unbilled order in a new shop as before: nothing is issued, nothing refused', async () => {
    const order = await place('cod');
    const cancelled = await move(order._id, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.order.creditNote).toBeUndefined();
  });
});
