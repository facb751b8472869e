import { UTR_MESSAGE } from '@bookstore/domain';
import { DEMO_SHOP_DETAILS } from '../../../seed/shop';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/services/orders/order-actions';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { bookA, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock, stockOf } from '../../../tests/support/stock';

// "Not received" gives a fresh window and names the UTR; the owner's "paid"
// without the shopper's UTR claims the bank statement's; a return's reason fits its move.

const store = useSeededStore();
let token: string;

beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
  const settings = {
    ...DEMO_SHOP_DETAILS,
    upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 6, merchant: false, merchantCode: '' },
  };
  expect((await call('PUT', '/admin/settings', { token, body: settings })).status).toBe(200);
});

const place = async (payment: 'upi' | 'cod', who?: Customer) => {
  const customer = who ?? (await createCustomer());
  const response = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, { paymentMethod: payment }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { id: response.body._id as string, customer };
};
const pay = (id: string, utr: string, customer: Customer) =>
  call('POST', `/orders/${id}/payment`, { token: customer.idToken, body: { utr } });
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const stored = async (id: string) => (await db.collection('orders').doc(id).get()).data()!;
const claimOf = async (utr: string) => (await db.collection('upiUtrs').doc(utr).get()).data()?.orderId;
const statusMails = async (id: string) =>
  (await db.collection('mail').where('orderId', '==', id).where('kind', '==', 'order-status').get()).docs.map((doc) =>
    doc.data(),
  );

describe('"payment not received"', () => {
  it('gives the order a fresh window the sweep keeps to, and its e-mail quotes the refused UTR', async () => {
    const { id, customer } = await place('upi');
    expect((await pay(id, '4123 4567 0001', customer)).status).toBe(200);
    // The shopper paid in time; the owner's check came after the deadline the order was placed with.
    await db
      .collection('orders')
      .doc(id)
      .update({ paymentDueAt: Timestamp.fromMillis(Date.now() - 60_000) });
    const before = Date.now();
    const refused = await move(id, { status: 'awaiting-payment' });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);

    const due = new Date(refused.body.order.paymentDueAt).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 6 * 3_600_000);
    expect(due).toBeLessThanOrEqual(Date.now() + 6 * 3_600_000);
    expect((await stored(id)).paymentDueAt.toMillis()).toBe(due);
    // The sweep now leaves it: the shopper has the settings' 6 hours again. Past them, it cancels.
    expect((await expireUnpaidOrders(Timestamp.now())).cancelled).not.toContain(id);
    expect((await stored(id)).status).toBe('awaiting-payment');
    expect((await expireUnpaidOrders(Timestamp.fromMillis(due + 60_000))).cancelled).toContain(id);

    const [mail] = (await statusMails(id)).filter((queued) => queued.orderStatus === 'awaiting-payment');
    expect(mail!.message.text).toContain('We could not find a UPI payment with the UTR 412345670001.');
    expect(mail!.message.html).toContain('412345670001');
    expect(mail!.message.text).toMatch(/You have until .+ to pay; after that the order is cancelled\./);
  });
});

describe('the owner’s "paid" without the shopper’s UTR', () => {
  it('asks for the UTR of the bank statement, 12 digits, changing nothing without one', async () => {
    const { id } = await place('upi');
    const before = await stored(id);
    const missing = await move(id, { status: 'confirmed' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.utr).toMatch(/^Type the 12-digit UTR of this payment from your bank statement/);
    for (const utr of [
      '12345678901',
      '1234567890123',
      '$&1234567890',
      "$'1234567890",
      '<script>1234',
      '=cmd12345678',
      '१२३४५६७८९०१२',
      '12345\ud8006789',
      123456789012,
    ]) {
      const bad = await move(id, { status: 'confirmed', utr });
      expect(bad.status, String(utr)).toBe(400);
      // A lone surrogate is refused before the schema, as a broken character.
      if (utr !== '12345\ud8006789') expect(bad.body.errors.utr, String(utr)).toBe(UTR_MESSAGE);
    }
    expect(await stored(id)).toEqual(before);
  });

  it('claims the typed UTR like the shopper’s: another order’s is a 409, and it is refused to the next order', async () => {
    const first = await place('upi');
    expect((await pay(first.id, '412345670002', first.customer)).status).toBe(200);
    const { id, customer } = await place('upi');
    const before = await stored(id);
    const taken = await move(id, { status: 'confirmed', utr: '4123-4567-0002' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain(`The UTR 412345670002 was already given for another order (${first.id})`);
    expect(await stored(id)).toEqual(before);
    expect(await claimOf('412345670002')).toBe(first.id);

    const paid = await move(id, { status: 'confirmed', utr: '412345670003' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.order).toMatchObject({ status: 'confirmed', payment: { utr: '412345670003' } });
    expect(await claimOf('412345670003')).toBe(id);
    expect((await stored(id)).history.at(-1).note).toMatch(
      /^Paid by UPI, UTR 412345670003 \(from the bank statement\); Bill of Supply /,
    );
    // The same payment cannot be sent for another order now, by the shopper or by the owner.
    const other = await place('upi', customer);
    expect((await pay(other.id, '412345670003', customer)).status).toBe(409);
    expect((await move(other.id, { status: 'confirmed', utr: '412345670003' })).status).toBe(409);
  });

  it('refuses a UTR where none belongs: a COD order, the shopper’s own, any other move', async () => {
    const cod = await place('cod');
    const onCod = await move(cod.id, { status: 'confirmed', utr: '412345670004' });
    expect(onCod.status).toBe(400);
    expect(onCod.body.errors.utr).toBe('A cash-on-delivery order has no UTR: confirm it without one.');
    const { id, customer } = await place('upi');
    expect((await pay(id, '412345670005', customer)).status).toBe(200);
    const again = await move(id, { status: 'confirmed', utr: '412345670006' });
    expect(again.status).toBe(400);
    expect(again.body.errors.utr).toBe('The shopper’s UTR is on this order already: mark it paid without typing one.');
    const cancel = await move(id, { status: 'cancelled', utr: '412345670006' });
    expect(cancel.status).toBe(400);
    expect(cancel.body.errors.utr).toBe('A UTR is given only when marking an order paid.');
    expect(await claimOf('412345670006')).toBeUndefined();
    expect((await stored(id)).status).toBe('payment-submitted');
    // The shopper's own UTR still confirms it, as before.
    expect((await move(id, { status: 'confirmed' })).status).toBe(200);
  });
});

describe('a return’s reason', () => {
  const shipped = async () => {
    const { id, customer } = await place('cod');
    for (const status of ['confirmed', 'shipped']) expect((await move(id, { status })).status).toBe(200);
    return { id, customer };
  };

  it('is rto only from shipped and customer-return only from delivered; else a 400 that changes nothing', async () => {
    const undelivered = await shipped();
    const stock = await stockOf(bookA.slug);
    const before = await stored(undelivered.id);
    const asCustomers = await move(undelivered.id, { status: 'returned', returnReason: 'customer-return' });
    expect(asCustomers.status).toBe(400);
    expect(asCustomers.body.errors.returnReason).toBe(
      'An order that is shipped cannot come back as returned by the customer (customer-return): that is a return from delivered. A parcel that never reached the customer comes back as rto.',
    );
    expect(await stored(undelivered.id)).toEqual(before);
    expect(await stockOf(bookA.slug)).toBe(stock);
    expect((await db.collection('bills').doc(`credit-note-${undelivered.id}`).get()).exists).toBe(false);

    expect((await move(undelivered.id, { status: 'delivered' })).status).toBe(200);
    const delivered = await stored(undelivered.id);
    const asRefused = await move(undelivered.id, { status: 'returned', returnReason: 'rto' });
    expect(asRefused.status).toBe(400);
    expect(asRefused.body.message).toBe(
      'An order that is delivered cannot come back as refused or undeliverable (rto): that is a return from shipped, before delivery. A delivered order comes back as customer-return.',
    );
    expect(await stored(undelivered.id)).toEqual(delivered);
    const lookup = await call('GET', `/admin/customers?email=${encodeURIComponent(undelivered.customer.email)}`, {
      token,
    });
    expect(lookup.body.rtoCount).toBe(0);

    const back = await move(undelivered.id, { status: 'returned', returnReason: 'customer-return' });
    expect(back.status).toBe(200);
    expect(back.body.order.returnReason).toBe('customer-return');
    const refused = await shipped();
    const rto = await move(refused.id, { status: 'returned', returnReason: 'rto' });
    expect(rto.status).toBe(200);
    expect(rto.body.order.returnReason).toBe('rto');
  });
});
