import { financialYear } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../src/services/orders/order-actions';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { stockOf } from '../../../tests/support/stock';

// Prepaid by UPI, checked by the owner, cancelled when unpaid.

const store = useSeededStore();
let token: string;
let customer: Customer;

beforeEach(async () => {
  token = await store.ownerToken();
  customer = await createCustomer();
  await saveShopDetails(token, {
    upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
  });
});

const placeUpiOrder = async (who = customer) => {
  const response = await call('POST', '/orders/create-order', {
    token: who.idToken,
    body: orderFor(who, { paymentMethod: 'upi' }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { _id: string; status: string; paymentDueAt: string; number: number };
};
const pay = (id: string, utr: unknown, who = customer) =>
  call('POST', `/orders/${id}/payment`, { token: who.idToken, body: { utr } });
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });
const stored = async (id: string) => (await db.collection('orders').doc(id).get()).data()!;
const mailsOf = async (orderId: string) =>
  (await db.collection('mail').where('orderId', '==', orderId).get()).docs.map((doc) => doc.data());

describe('a UPI order', () => {
  it('waits for its payment with its stock held, due in the owner’s hours', async () => {
    const before = await stockOf(bookA.slug);
    const order = await placeUpiOrder();
    expect(order.status).toBe('awaiting-payment');
    expect(await stockOf(bookA.slug)).toBe(before - 2);
    const due =
      new Date(order.paymentDueAt).getTime() - new Date((await stored(order._id)).createdAt.toDate()).getTime();
    expect(due).toBe(24 * 3_600_000);
  });

  it('moves to payment-submitted with the shopper’s UTR; a repeat is harmless; the owner sees it to check', async () => {
    const order = await placeUpiOrder();
    const sent = await pay(order._id, '4123 4567 8901');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'payment-submitted', payment: { utr: '412345678901' } });
    expect((await pay(order._id, '412345678901')).status).toBe(200);
    const toCheck = await get(`/admin/orders?status=payment-submitted`, token);
    expect(toCheck.body.orders.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect(toCheck.body.orders[0].payment.utr).toBe('412345678901');
    // A second, different UTR for an order already submitted is refused.
    expect((await pay(order._id, '999999999999')).status).toBe(409);
  });

  it('refuses a malformed UTR, someone else’s order and a COD order, changing nothing', async () => {
    const order = await placeUpiOrder();
    for (const utr of [
      '12345678901',
      '1234567890123',
      '12345678901a',
      '<script>12345',
      '=cmd12345678',
      '१२३४५६७८९०१२',
      '12345\ud8006789',
      123456789012,
    ]) {
      const response = await pay(order._id, utr);
      expect(response.status, String(utr)).toBe(400);
      expect(response.body.errors).toHaveProperty('utr');
    }
    const other = await createCustomer();
    expect((await pay(order._id, '412345678901', other)).status).toBe(404);
    const cod = await call('POST', '/orders/create-order', { token: other.idToken, body: orderFor(other) });
    const refused = await pay(cod.body._id, '412345678901', other);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This order is paid in cash on delivery.');
    expect((await stored(order._id)).status).toBe('awaiting-payment');
    expect((await db.collection('upiUtrs').get()).size).toBe(0);
  });

  it('gives one UTR to one order only, even when two orders send it at once', async () => {
    const first = await placeUpiOrder();
    const other = await createCustomer();
    const second = await placeUpiOrder(other);
    const answers = await Promise.all([pay(first._id, '555566667777'), pay(second._id, '555566667777', other)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toBe(
      'This UTR has already been sent for another order. Please check the reference in your UPI app.',
    );
    const statuses = [(await stored(first._id)).status, (await stored(second._id)).status].sort();
    expect(statuses).toEqual(['awaiting-payment', 'payment-submitted']);
  });

  it('is confirmed when the owner finds the payment', async () => {
    const order = await placeUpiOrder();
    await pay(order._id, '412345678901');
    const paid = await move(order._id, { status: 'confirmed' });
    expect(paid.status).toBe(200);
    expect(paid.body.order.history.at(-1)).toMatchObject({
      status: 'confirmed',
      // Marking it paid issues its bill of supply.
      note: `Paid by UPI, UTR 412345678901; Bill of Supply BS/${financialYear(new Date()).slice(2)}/000001 issued`,
    });
    expect((await mailsOf(order._id)).some((mail) => mail.orderStatus === 'confirmed')).toBe(true);
  });

  it('goes back to waiting when the payment is not received: the shopper is told and the UTR is free again', async () => {
    const order = await placeUpiOrder();
    await pay(order._id, '412345678901');
    const back = await move(order._id, { status: 'awaiting-payment' });
    expect(back.status).toBe(200);
    expect(back.body.order.status).toBe('awaiting-payment');
    expect(back.body.order).not.toHaveProperty('payment');
    expect(back.body.order.history.at(-1).note).toBe('Payment not received (UTR 412345678901)');
    const mail = (await mailsOf(order._id)).find((m) => m.orderStatus === 'awaiting-payment');
    expect(mail?.message.subject).toContain('is still waiting for its payment');
    expect((await db.collection('upiUtrs').doc('412345678901').get()).exists).toBe(false);
    expect((await pay(order._id, '412345678901')).status).toBe(200);
  });

  it('never lets the owner (or the status call) claim a UTR was sent', async () => {
    const order = await placeUpiOrder();
    const response = await move(order._id, { status: 'payment-submitted' });
    expect(response.status).toBe(409);
    expect((await stored(order._id)).status).toBe('awaiting-payment');
  });
});

describe('unpaid orders', () => {
  it('are cancelled once due, restocked, and their shoppers e-mailed; paid and fresh ones stay', async () => {
    const stockA = await stockOf(bookA.slug);
    const stockB = await stockOf(bookB.slug);
    const unpaid = await placeUpiOrder();
    const submitted = await placeUpiOrder(await createCustomer());
    const fresh = await placeUpiOrder(await createCustomer());
    const past = Timestamp.fromMillis(Date.now() - 60_000);
    await db.collection('orders').doc(unpaid._id).update({ paymentDueAt: past });
    await db.collection('orders').doc(submitted._id).update({ paymentDueAt: past, status: 'payment-submitted' });

    const { cancelled } = await expireUnpaidOrders();
    expect(cancelled).toEqual([unpaid._id]);
    expect((await stored(unpaid._id)).status).toBe('cancelled');
    expect((await stored(submitted._id)).status).toBe('payment-submitted');
    expect((await stored(fresh._id)).status).toBe('awaiting-payment');
    // Two orders still hold their copies; the cancelled one gave its back.
    expect(await stockOf(bookA.slug)).toBe(stockA - 2 * 2);
    expect(await stockOf(bookB.slug)).toBe(stockB - 2);
    const mail = (await mailsOf(unpaid._id)).find((m) => m.orderStatus === 'cancelled');
    expect(mail?.message.text).toContain('No payment arrived in the time allowed');
    // A second sweep finds nothing more to do.
    expect((await expireUnpaidOrders()).cancelled).toEqual([]);
  });
});
