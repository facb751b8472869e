import { formatRupees, formatStoreDate, INVALID_UNICODE_MESSAGE, orderReference, type Order } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNDECIDED_PAYMENT } from '../../src/services/orders/order-actions';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { bookA } from '../../../tests/support/orders';
import {
  freshUtr,
  mailsOf,
  orderAlong,
  ownersOrder,
  paidUpi,
  SHIPPED,
  storedState,
  useStockedShop,
} from '../../../tests/support/refunds';
import { stockOf } from '../../../tests/support/stock';

// The customer's own cancel, in every status before the parcel ships and after it,
// with what each does to the stock, the e-mail, the refund and the paper, and the refusals that
// change nothing. Through Hosting and the function's own URL: customer-cancel-doors.test.ts.

const shop = useStockedShop();
let token: string;
// Runs after the shop's own beforeAll, which registered first.
beforeAll(() => {
  token = shop.token();
});

const cancel = (order: Pick<Order, '_id'>, customer: Pick<Customer, 'idToken'>, body: unknown) =>
  call('POST', `/orders/${order._id}/cancel`, { token: customer.idToken, body });
const CHANGED_MIND = { reason: 'changed-my-mind' };
const lastEntry = (order: Order) => order.history.at(-1)!;
const DAY_MS = 86_400_000;

describe('the customer cancels an order that has not shipped', () => {
  it('a pending COD order: cancelled at once, its books back, the customer’s own entry, and the e-mail', async () => {
    const { order, customer } = await orderAlong(token, 'cod', []);
    const stock = await stockOf(bookA.slug);
    const answer = await cancel(order, customer, { reason: 'ordered-by-mistake', note: '  Wrong edition  ' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(`Order ${orderReference(order)} is cancelled. There is nothing to pay.`);
    expect(answer.body.order).toMatchObject({ _id: order._id, status: 'cancelled', refundOwed: 0 });
    expect(answer.body.order.cancelRequest).toMatchObject({ reason: 'ordered-by-mistake', note: 'Wrong edition' });
    // The customer's act is theirs in the history, with the reason and the note, and not in the owner's audit.
    expect(lastEntry(answer.body.order)).toMatchObject({
      status: 'cancelled',
      by: customer.email,
      note: 'Cancelled by the customer: I ordered by mistake: “Wrong edition”',
    });
    expect((await db.collection('orderAudit').doc(order._id).get()).exists).toBe(false);
    expect(await stockOf(bookA.slug)).toBe(stock + 2);

    const [mail, ...more] = await mailsOf(order._id, 'order-status');
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([customer.email]);
    expect(mail!.message.subject).toContain(`Your order ${orderReference(order)} is cancelled`);
    expect(mail!.message.text).toContain('As you asked, we have cancelled it (I ordered by mistake).');
    expect(mail!.message.text).toContain('Your note: “Wrong edition”');
    expect(mail!.message.text).toContain('nothing to pay');
  });

  it('a UPI order awaiting payment: cancelled at once, nothing owed', async () => {
    const { order, customer } = await orderAlong(token, 'upi', []);
    const answer = await cancel(order, customer, CHANGED_MIND);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order).toMatchObject({ status: 'cancelled', refundOwed: 0, refunds: [] });
    expect(answer.body.order.refundDueBy).toBeUndefined();
    const [mail] = await mailsOf(order._id, 'order-status');
    // Not the sweep's words: the customer cancelled, no deadline ran out.
    expect(mail!.message.text).not.toContain('No payment arrived');
    expect(mail!.message.text).toContain('As you asked, we have cancelled it (I changed my mind).');
  });

  it('a confirmed COD order: unpaid, so cancelled at once with nothing owed', async () => {
    const { order, customer } = await orderAlong(token, 'cod', [{ status: 'confirmed' }]);
    const answer = await cancel(order, customer, { reason: 'delivery-too-slow' });
    expect(answer.status).toBe(200);
    expect(answer.body.order).toMatchObject({ status: 'cancelled', refundOwed: 0 });
  });

  it('a paid UPI order: cancelled, its whole total owed by the refund days, and its bill’s credit note', async () => {
    const { order, customer } = await orderAlong(token, 'upi', paidUpi());
    expect(order.bill).toBeDefined();
    const answer = await cancel(order, customer, { reason: 'found-cheaper' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const cancelled = answer.body.order as Order;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refundOwed: order.totalPrice,
      refundOutstanding: order.totalPrice,
    });
    expect(Date.parse(cancelled.refundDueBy!) - Date.parse(lastEntry(cancelled).at)).toBe(7 * DAY_MS);
    expect(answer.body.message).toBe(
      `Order ${orderReference(order)} is cancelled. We will refund ${formatRupees(order.totalPrice)} by ${formatStoreDate(cancelled.refundDueBy!)}.`,
    );
    expect(cancelled.creditNote?.number).toMatch(/^CN\//);
    expect(lastEntry(cancelled).note).toMatch(
      /^Cancelled by the customer: I found it cheaper elsewhere; Credit Note CN\/\d{2}-\d{2}\/\d{6} issued$/,
    );
    const [mail] = await mailsOf(order._id, 'order-status').then((mails) => mails.slice(-1));
    expect(mail!.message.text).toContain(`We will refund ${formatRupees(order.totalPrice)}`);
    // The owner's queue of refunds lists it.
    const owing = await get('/admin/orders?refundOutstanding=true&limit=100', token);
    expect((owing.body.orders as Order[]).map((o) => o._id)).toContain(order._id);
  });
});

describe('a cancel while the payment is being checked', () => {
  it('is a request (202) the owner’s “paid” settles: cancelled, all of it owed back', async () => {
    const utr = freshUtr();
    const { order, customer } = await orderAlong(token, 'upi', [{ utr }]);
    const stock = await stockOf(bookA.slug);
    const answer = await cancel(order, customer, { reason: 'other', note: 'Bought it at the fair' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.message).toBe(
      `Your request to cancel order ${orderReference(order)} is sent to the shop. We are still checking your payment: once it is checked, the order is cancelled and any money received refunded.`,
    );
    expect(answer.body.order).toMatchObject({
      status: 'payment-submitted',
      cancelRequest: { reason: 'other', note: 'Bought it at the fair' },
    });
    expect(await stockOf(bookA.slug)).toBe(stock);
    expect(await mailsOf(order._id, 'order-status')).toEqual([]);
    // The owner sees the request on the order and in the payments to check.
    expect((await ownersOrder(token, order._id)).cancelRequest).toMatchObject({ reason: 'other' });
    const toCheck = await get('/admin/orders?status=payment-submitted&limit=100', token);
    const listed = (toCheck.body.orders as Order[]).find((o) => o._id === order._id);
    expect(listed?.cancelRequest?.note).toBe('Bought it at the fair');

    // Asked twice: refused, nothing changes.
    const before = await storedState(order._id);
    const again = await cancel(order, customer, CHANGED_MIND);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already asked to cancel/);
    // The owner's own cancel keeps its rule: decide on the payment first.
    const ownersCancel = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token,
      body: { status: 'cancelled' },
    });
    expect(ownersCancel.status).toBe(409);
    expect(ownersCancel.body.message).toBe(UNDECIDED_PAYMENT);
    expect(await storedState(order._id)).toEqual(before);

    const paid = await call('PATCH', `/admin/orders/${order._id}/status`, { token, body: { status: 'confirmed' } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.message).toBe('The order is now cancelled.');
    expect(paid.body.order).toMatchObject({
      status: 'cancelled',
      refundOwed: order.totalPrice,
      payment: { utr },
    });
    expect(lastEntry(paid.body.order).note).toBe(
      `Payment received (UTR ${utr}); cancelled as the customer asked: ${formatRupees(order.totalPrice)} to refund`,
    );
    expect(await stockOf(bookA.slug)).toBe(stock + 2);
    const [mail, ...more] = await mailsOf(order._id, 'order-status');
    expect(more).toEqual([]);
    expect(mail!.message.text).toContain(`We will refund ${formatRupees(order.totalPrice)}`);
    // The UTR stays claimed: the money came with it.
    expect((await db.collection('upiUtrs').doc(utr).get()).get('orderId')).toBe(order._id);
  });

  it('the owner’s “not received” settles it too: cancelled unpaid, the UTR let go', async () => {
    const utr = freshUtr();
    const { order, customer } = await orderAlong(token, 'upi', [{ utr }]);
    expect((await cancel(order, customer, CHANGED_MIND)).status).toBe(202);
    const refused = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token,
      body: { status: 'awaiting-payment' },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.order).toMatchObject({ status: 'cancelled', refundOwed: 0 });
    expect(refused.body.order.payment).toBeUndefined();
    expect((await db.collection('upiUtrs').doc(utr).get()).exists).toBe(false);
    const [mail] = await mailsOf(order._id, 'order-status');
    expect(mail!.message.text).toContain(`We could not find a UPI payment with the UTR ${utr}`);
  });
});

describe('what cannot be cancelled, and who cannot', () => {
  it('a shipped order: 409, pointing to a return; a delivered one likewise; nothing changes', async () => {
    const { order, customer } = await orderAlong(token, 'cod', [{ status: 'confirmed' }, ...SHIPPED]);
    const before = await storedState(order._id);
    const shipped = await cancel(order, customer, CHANGED_MIND);
    expect(shipped.status).toBe(409);
    expect(shipped.body.message).toBe(
      `Order ${orderReference(order)} has shipped, so it can no longer be cancelled: once it is delivered you can request a return from your orders page.`,
    );
    expect(await storedState(order._id)).toEqual(before);
    await call('PATCH', `/admin/orders/${order._id}/status`, { token, body: { status: 'delivered' } });
    const delivered = await cancel(order, customer, CHANGED_MIND);
    expect(delivered.status).toBe(409);
    expect(delivered.body.message).toMatch(/has been delivered.*request a return from your orders page/);
  });

  it('twice: the second is a 409 and changes nothing', async () => {
    const { order, customer } = await orderAlong(token, 'cod', []);
    expect((await cancel(order, customer, CHANGED_MIND)).status).toBe(200);
    const before = await storedState(order._id);
    const again = await cancel(order, customer, CHANGED_MIND);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Order ${orderReference(order)} is already cancelled.`);
    expect(await storedState(order._id)).toEqual(before);
  });

  it('another customer’s order is a 404, an unknown one too; an unverified customer is a 403', async () => {
    const { order } = await orderAlong(token, 'cod', []);
    const before = await storedState(order._id);
    const stranger = await createCustomer();
    const theirs = await cancel(order, stranger, CHANGED_MIND);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found.');
    expect((await cancel({ _id: 'no-such-order' }, stranger, CHANGED_MIND)).status).toBe(404);
    const unverified = await createCustomer(undefined, { verified: false });
    expect((await cancel(order, unverified, CHANGED_MIND)).status).toBe(403);
    expect((await call('POST', `/orders/${order._id}/cancel`, { body: CHANGED_MIND })).status).toBe(401);
    expect(await storedState(order._id)).toEqual(before);
  });
});

describe('the reason and the note', () => {
  it('refuses a reason off the list, a long note and a broken character with a clear message, changing nothing', async () => {
    const { order, customer } = await orderAlong(token, 'cod', []);
    const before = await storedState(order._id);
    for (const [body, field, message] of [
      [{}, 'reason', 'Choose why you are cancelling.'],
      [{ reason: 'bored' }, 'reason', /^Reason must be one of: changed-my-mind, /],
      [{ reason: ['other'] }, 'reason', /^Reason must be one of/],
      [{ reason: 'other', note: 'x'.repeat(501) }, 'note', 'The note must be at most 500 characters.'],
      [{ reason: 'other', note: { text: 'x' } }, 'note', 'The note must be text.'],
      [{ reason: 'other', note: 'half an emoji \ud83d' }, 'note', INVALID_UNICODE_MESSAGE],
    ] as const) {
      const refused = await cancel(order, customer, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      if (typeof message === 'string') expect(refused.body.errors[field]).toBe(message);
      else expect(refused.body.errors[field]).toMatch(message);
    }
    expect(await storedState(order._id)).toEqual(before);
    expect((await cancel(order, customer, { reason: 'other', note: 'x'.repeat(500) })).status).toBe(200);
  });

  it('keeps odd text as written: in the answers, the owner’s view, and the e-mail (escaped in its HTML)', async () => {
    const note = "$& $' <script>alert(1)</script> =cmd|'/c calc'!A1 पुस्तक नहीं चाहिए";
    const { order, customer } = await orderAlong(token, 'cod', []);
    const answer = await cancel(order, customer, { reason: 'other', note });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.order.cancelRequest.note).toBe(note);
    const mine = await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken);
    expect((mine.body as Order[]).find((o) => o._id === order._id)?.cancelRequest?.note).toBe(note);
    const owners = await ownersOrder(token, order._id);
    expect(owners.cancelRequest?.note).toBe(note);
    expect(lastEntry(owners).note).toBe(`Cancelled by the customer: Another reason: “${note}”`);

    const [mail] = await mailsOf(order._id, 'order-status');
    expect(mail!.message.text).toContain(`Your note: “${note}”`);
    expect(mail!.message.html).not.toContain('<script>');
    expect(mail!.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.message.html).toContain('$&amp; $');
    expect(mail!.message.html).toContain('पुस्तक नहीं चाहिए');
  });
});
