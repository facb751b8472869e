import { beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../../../tests/support/client-address';
import { createCustomer, db } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { bookA, bookB } from '../../../tests/support/orders';
import { deliveredOrder } from '../../../tests/support/returns';
import { orderAlong, useStockedShop } from '../../../tests/support/refunds';

// Reviews come only from people who bought and received the book; one per person;
// the average kept as reviews change, right under concurrent reviews of one book.

const shop = useStockedShop({ saveBeforeEach: true });
let token: string;
beforeAll(() => {
  token = shop.token();
});

const review = (idToken: string, bookId: string, body: Record<string, unknown>) =>
  call('POST', `/books/${bookId}/reviews`, { token: idToken, body });
const reviewsOf = (bookId: string, cursor?: string) =>
  get(`/books/${bookId}/reviews${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

describe('reviews from buyers', () => {
  it('refuses a stranger, and a buyer whose order has not been delivered, with the reason', async () => {
    const stranger = await createCustomer();
    const refused = await review(stranger.idToken, bookA.slug, { stars: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Reviews come from buyers/);

    const waiting = await createCustomer();
    await orderAlong(token, 'cod', [{ status: 'confirmed' }], waiting);
    const early = await review(waiting.idToken, bookA.slug, { stars: 4 });
    expect(early.status).toBe(403);
    expect((await reviewsOf(bookA.slug)).body).toMatchObject({ count: 0, average: null, reviews: [] });
  });

  it('counts an order returned after its delivery, never a parcel refused at the door', async () => {
    const refused = await orderAlong(token, 'cod', [
      { status: 'confirmed' },
      { status: 'shipped' },
      { status: 'returned', returnReason: 'rto' },
    ]);
    expect((await review(refused.customer.idToken, bookB.slug, { stars: 1 })).status).toBe(403);
    const { customer, order } = await deliveredOrder(token);
    const back = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token,
      body: { status: 'returned', returnReason: 'customer-return' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const written = await review(customer.idToken, bookB.slug, { stars: 2, text: 'Pages 40 to 72 were missing.' });
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect((await call('DELETE', `/books/${bookB.slug}/reviews/mine`, { token: customer.idToken })).status).toBe(204);
  });

  it('takes a delivered buyer’s review once, odd text as written, and lets them edit and delete it', async () => {
    const { customer } = await deliveredOrder(token);
    const odd = "$& $' <script>alert(1)</script> =cmd पुस्तक अच्छी है";
    const first = await review(customer.idToken, bookA.slug, { stars: 4, title: odd, text: odd });
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({ stars: 4, title: odd, text: odd });
    expect((await review(customer.idToken, bookA.slug, { stars: 5 })).status).toBe(409);
    for (const bad of [
      { stars: 0 },
      { stars: 2.5 },
      { stars: '5' },
      { stars: 3, text: 'x'.repeat(2001) },
      { stars: 3, text: 'a\ud800b' },
    ]) {
      const refused = await call('PUT', `/books/${bookA.slug}/reviews/mine`, { token: customer.idToken, body: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    // Their own review, read back for the page's Edit and Delete; nobody else's.
    const mine = await get(`/books/${bookA.slug}/reviews/mine`, customer.idToken);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: first.body.review.id, stars: 4, title: odd, text: odd, hidden: false });
    const stranger = await createCustomer();
    expect((await get(`/books/${bookA.slug}/reviews/mine`, stranger.idToken)).status).toBe(204);
    expect((await get(`/books/${bookB.slug}/reviews/mine`, customer.idToken)).status).toBe(204);
    expect((await get(`/books/${bookA.slug}/reviews/mine`)).status).toBe(401);
    const edited = await call('PUT', `/books/${bookA.slug}/reviews/mine`, {
      token: customer.idToken,
      body: { stars: 2 },
    });
    expect(edited.status).toBe(200);
    expect((await reviewsOf(bookA.slug)).body).toMatchObject({ count: 1, average: 2 });
    expect((await call('DELETE', `/books/${bookA.slug}/reviews/mine`, { token: customer.idToken })).status).toBe(204);
    expect((await reviewsOf(bookA.slug)).body).toMatchObject({ count: 0, reviews: [] });
    expect((await get(`/books/${bookA.slug}/reviews/mine`, customer.idToken)).status).toBe(204);
  });

  it('keeps the exact average and count under concurrent reviews of one book', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => deliveredOrder(token)));
    const stars = [5, 4, 3, 5, 1, 2];
    const answers = await Promise.all(
      buyers.map(({ customer }, n) => review(customer.idToken, bookB.slug, { stars: stars[n] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(stars.map(() => 201));
    const page = (await reviewsOf(bookB.slug)).body;
    expect(page.count).toBe(6);
    expect(page.average).toBeCloseTo(20 / 6, 1);
  }, 120_000);

  it('counts two spellings of one mailbox as one person: the second review is a 409', async () => {
    const n = Date.now();
    const first = await deliveredOrder(token, 'cod', await createCustomer(`asha.verma${n}@gmail.com`));
    const second = await deliveredOrder(token, 'cod', await createCustomer(`ashaverma${n}+books@gmail.com`));
    expect((await review(first.customer.idToken, bookA.slug, { stars: 5 })).status).toBe(201);
    const again = await review(second.customer.idToken, bookA.slug, { stars: 1 });
    expect(again.status).toBe(409);
    expect((await reviewsOf(bookA.slug)).body).toMatchObject({ count: 1, average: 5 });
  }, 120_000);

  it('lets the owner hide a review with a reason: out of the average, marked in the owner’s list, e-mailed', async () => {
    // The file's store is per suite: bookB holds the concurrent test's reviews already.
    const before = (await reviewsOf(bookB.slug)).body as { count: number };
    const [one, two] = await Promise.all([deliveredOrder(token), deliveredOrder(token)]);
    const kept = await review(one.customer.idToken, bookB.slug, { stars: 5 });
    const hidden = await review(two.customer.idToken, bookB.slug, { stars: 1, text: 'Spam spam' });
    expect([kept.status, hidden.status]).toEqual([201, 201]);
    const reason = 'Off topic <b>$&</b> पुस्तक';
    const hide = await call('POST', `/admin/reviews/${hidden.body.review.id}/hide`, { token, body: { reason } });
    expect(hide.status).toBe(200);
    expect(
      (await call('POST', `/admin/reviews/${hidden.body.review.id}/hide`, { token, body: { reason } })).status,
    ).toBe(409);
    const shown = (await reviewsOf(bookB.slug)).body;
    expect(shown.count).toBe(before.count + 1);
    const ids = shown.reviews.map((r: { id: string }) => r.id);
    expect(ids[0]).toBe(kept.body.review.id);
    expect(ids).not.toContain(hidden.body.review.id);
    const owners = (await get(`/admin/books/${bookB.slug}/reviews`, token)).body;
    expect(owners.reviews).toHaveLength(before.count + 2);
    // The average is of the reviews still shown, to one decimal.
    const visible = (owners.reviews as Array<{ stars: number; hidden: boolean }>).filter((r) => !r.hidden);
    const sum = visible.reduce((total, r) => total + r.stars, 0);
    expect(shown.average).toBe(Math.round((sum / visible.length) * 10) / 10);
    expect(owners.reviews.find((r: { id: string }) => r.id === hidden.body.review.id)).toMatchObject({
      hidden: true,
      hiddenReason: reason,
    });
    const mail = await db.collection('mail').where('kind', '==', 'review-hidden').get();
    expect(mail.docs.map((doc) => doc.get('to'))).toEqual([[two.customer.email]]);
    // A customer's token is no owner's: refused as the other owner routes refuse it.
    expect(
      (
        await call('POST', `/admin/reviews/${kept.body.review.id}/hide`, {
          token: one.customer.idToken,
          body: { reason },
        })
      ).status,
    ).toBe(401);
  }, 120_000);

  it('pages newest first, 20 a page, with a cursor for the next, and refuses a cursor it did not give', async () => {
    const buyers = [];
    for (let n = 0; n < 21; n++) buyers.push((await deliveredOrder(token)).customer);
    const before = (await reviewsOf(bookA.slug)).body as { count: number };
    const ids: string[] = [];
    // Each from its own network: one network's review writes are limited (review-limits.test.ts).
    for (const [n, buyer] of buyers.entries()) {
      const made = await call('POST', `/books/${bookA.slug}/reviews`, {
        token: buyer.idToken,
        body: { stars: 3 },
        headers: fromAddress(`203.0.113.${n + 1}`),
      });
      ids.push(made.body.review.id as string);
    }
    const first = (await reviewsOf(bookA.slug)).body;
    expect(first.count).toBe(before.count + 21);
    expect(first.reviews).toHaveLength(20);
    expect(first.reviews.map((r: { id: string }) => r.id)).toEqual(ids.slice(-20).reverse());
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await reviewsOf(bookA.slug, first.nextCursor as string)).body;
    expect(second.reviews[0].id).toBe(ids[0]);
    expect(second.reviews).toHaveLength(before.count + 1);
    expect(second.nextCursor).toBeNull();
    for (const cursor of ['nonsense', '$&<script>', 'x'.repeat(201)])
      expect((await reviewsOf(bookA.slug, cursor)).status, cursor).toBe(400);
  }, 180_000);
});
