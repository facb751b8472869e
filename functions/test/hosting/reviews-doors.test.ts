import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/emulators';
import { API_DOORS, doorCall } from '../../../tests/support/http';
import { REVIEW_LIMITS } from '@bookstore/domain';
import { bookA, bookB } from '../../../tests/support/orders';
import { useStockedShop } from '../../../tests/support/refunds';
import { deliveredOrder } from '../../../tests/support/returns';

// Reviews at both doors: Hosting's rewrite, and the function's own URL that anyone
// can call around Hosting. The same buyer-only writes, owner-only hide and refusals at each.

// The seeded store, its books well stocked and the shop's details saved (tests/support/refunds.ts).
const shop = useStockedShop();
let token: string;
beforeAll(() => {
  token = shop.token();
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const send = doorCall(base);

  it('takes a buyer’s review once and refuses the signed-out, a stranger, bad stars and an unknown book', async () => {
    const { customer } = await deliveredOrder(token);
    const path = `/books/${bookA.slug}/reviews`;
    expect((await send('POST', path, { stars: 5 })).status).toBe(401);
    const stranger = await createCustomer();
    const refused = await send('POST', path, { stars: 5 }, stranger.idToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Reviews come from buyers/);
    expect((await send('POST', path, { stars: 6 }, customer.idToken)).status).toBe(400);
    expect((await send('POST', '/books/no-such-book/reviews', { stars: 5 }, customer.idToken)).status).toBe(404);
    const made = await send('POST', path, { stars: 5, text: '<b>$&</b>' }, customer.idToken);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await send('POST', path, { stars: 4 }, customer.idToken)).status).toBe(409);
    const page = await send('GET', path);
    expect(page.status).toBe(200);
    expect(page.body.reviews.map((r: { id: string }) => r.id)).toContain(made.body.review.id);
    // Only the owner hides.
    const hide = `/admin/reviews/${made.body.review.id}/hide`;
    expect((await send('POST', hide, { reason: 'x' }, customer.idToken)).status).toBe(401);
    expect((await send('POST', hide, { reason: 'Off topic' }, token)).status).toBe(200);
  }, 120_000);

  it('refuses a person’s review write past the hour’s limit with 429 and Retry-After, changing nothing', async () => {
    const { customer } = await deliveredOrder(token);
    const path = `/books/${bookB.slug}/reviews`;
    expect((await send('POST', path, { stars: 3 }, customer.idToken)).status).toBe(201);
    for (let edit = 2; edit <= REVIEW_LIMITS.writesPerPerson; edit++)
      expect((await send('PUT', `${path}/mine`, { stars: 4 }, customer.idToken)).status).toBe(200);
    const refused = await send('PUT', `${path}/mine`, { stars: 1, title: 'Too many' }, customer.idToken);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(refused.body.message).toMatch(/10 times in the last 60 minutes/);
    const page = await send('GET', path);
    expect(page.body.reviews.find((r: { title: string }) => r.title === 'Too many')).toBeUndefined();
  }, 120_000);
});
