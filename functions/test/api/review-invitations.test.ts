import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { inviteDueReviews } from '../../src/services/reviews/review-invitations';
import { db } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { bookA, bookB } from '../../../tests/support/orders';
import { mailsOf, orderAlong, saveShopSettings, shopSettings, useStockedShop } from '../../../tests/support/refunds';
import { DELIVERED, deliveredOrder, requested, UPI_ID } from '../../../tests/support/returns';

// A few days after delivery (a setting, default 7; 0 turns it off) the customer
// gets one e-mail inviting a review of the books in that order, with a link straight to the form.

const shop = useStockedShop({ saveBeforeEach: true });
const DAY_MS = 86_400_000;

const dueAtOf = async (orderId: string) =>
  (await db.collection('orders').doc(orderId).get()).get('reviewInviteDueAt') as Timestamp | undefined;
const deliveredAtOf = (order: { history: Array<{ status: string; at: string }> }) =>
  Date.parse(order.history.find((entry) => entry.status === 'delivered')!.at);
/** The sweep as it would run `days` after now: what is due by then goes. */
const sweepAfterDays = (days: number) => inviteDueReviews(Timestamp.fromMillis(Date.now() + days * DAY_MS));

describe('the review invitation', () => {
  it('is due 7 days after delivery, sent once with a link to each book’s form, and never again', async () => {
    const { order, customer } = await deliveredOrder(shop.token());
    const dueAt = await dueAtOf(order._id);
    expect(dueAt?.toMillis()).toBe(deliveredAtOf(order) + 7 * DAY_MS);
    // Nothing goes before its day.
    expect((await sweepAfterDays(6.9)).invited).not.toContain(order._id);
    expect(await mailsOf(order._id, 'review-invitation')).toHaveLength(0);

    // Two sweeps at once (a production retry overlapping the next run) send it once.
    const [first, second] = await Promise.all([sweepAfterDays(7.01), sweepAfterDays(7.01)]);
    expect([...first.invited, ...second.invited].filter((id) => id === order._id)).toHaveLength(1);
    expect((await sweepAfterDays(30)).invited).not.toContain(order._id);
    const mails = await mailsOf(order._id, 'review-invitation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual([customer.email]);
    for (const book of [bookA, bookB]) {
      expect(mails[0]!.message.text).toContain(`/books/${book.slug}#write-review`);
      expect(mails[0]!.message.html).toContain(`/books/${book.slug}#write-review`);
    }
    expect(await dueAtOf(order._id)).toBeUndefined();
  });

  it('is not planned when the setting is 0, and follows the days the shop set at delivery', async () => {
    const token = shop.token();
    await call('PUT', '/admin/settings', { token, body: { ...shopSettings(), reviews: { inviteAfterDays: 0 } } });
    const off = await deliveredOrder(token);
    expect(await dueAtOf(off.order._id)).toBeUndefined();

    await call('PUT', '/admin/settings', { token, body: { ...shopSettings(), reviews: { inviteAfterDays: 2 } } });
    const soon = await deliveredOrder(token);
    expect((await dueAtOf(soon.order._id))?.toMillis()).toBe(deliveredAtOf(soon.order) + 2 * DAY_MS);
    await saveShopSettings(token);
  });

  it('leaves out the books returned, and sends nothing for an order returned whole', async () => {
    const token = shop.token();
    // Two of bookA and one of bookB; bookB comes back through a return request.
    const { order, customer } = await deliveredOrder(token);
    const request = await requested(customer, order._id, {
      items: [{ productId: bookB.slug, quantity: 1 }],
      refundTo: { upiId: UPI_ID },
    });
    for (const body of [{ decision: 'approve' }, { decision: 'received' }]) {
      const answer = await call('PATCH', `/admin/return-requests/${request.id}`, { token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    // The parcel refused at the door: shipped → returned, never delivered, never invited.
    const refused = await orderAlong(token, 'cod', [
      DELIVERED[0]!,
      DELIVERED[1]!,
      { status: 'returned', returnReason: 'rto' },
    ]);
    expect(await dueAtOf(refused.order._id)).toBeUndefined();
    // Delivered, then the owner marks the whole parcel returned before the invitation's day.
    const whole = await deliveredOrder(token);
    const back = await call('PATCH', `/admin/orders/${whole.order._id}/status`, {
      token,
      body: { status: 'returned', returnReason: 'customer-return' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);

    const sweep = await sweepAfterDays(8);
    expect(sweep.invited).toContain(order._id);
    expect(sweep.dropped).toContain(whole.order._id);
    const [mail] = await mailsOf(order._id, 'review-invitation');
    expect(mail!.message.text).toContain(`/books/${bookA.slug}#write-review`);
    expect(mail!.message.text).not.toContain(`/books/${bookB.slug}#write-review`);
    expect(await mailsOf(whole.order._id, 'review-invitation')).toHaveLength(0);
    expect(await dueAtOf(whole.order._id)).toBeUndefined();
  });
});
