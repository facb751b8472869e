import { REVIEW_LIMITS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../../../tests/support/client-address';
import { call, get } from '../../../tests/support/http';
import { bookA } from '../../../tests/support/orders';
import { useStockedShop } from '../../../tests/support/refunds';
import { deliveredOrder } from '../../../tests/support/returns';

// The limits on review writes (decision 061): per person, and per client address across
// accounts. Its own file, so the other review tests' writes from this address do not count here.

const shop = useStockedShop();
const { writesPerPerson, writesPerClient } = REVIEW_LIMITS;

describe('review writes from one network', () => {
  it(`takes ${writesPerClient} an hour across accounts, then refuses the next account with 429, and not from another network`, async () => {
    const buyers = await Promise.all(
      Array.from({ length: writesPerClient / writesPerPerson + 1 }, () => deliveredOrder(shop.token())),
    );
    const path = `/books/${bookA.slug}/reviews`;
    for (const { customer } of buyers.slice(0, -1)) {
      expect((await call('POST', path, { token: customer.idToken, body: { stars: 5 } })).status).toBe(201);
      for (let write = 2; write <= writesPerPerson; write++) {
        const edited = await call('PUT', `${path}/mine`, { token: customer.idToken, body: { stars: 4 } });
        expect(edited.status).toBe(200);
      }
    }
    const last = buyers.at(-1)!.customer;
    const refused = await call('POST', path, { token: last.idToken, body: { stars: 1 } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/from your network in the last 60 minutes/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    // Another network is not affected: the same account writes from there.
    const elsewhere = await call('POST', path, {
      token: last.idToken,
      body: { stars: 1 },
      headers: fromAddress('198.51.100.7'),
    });
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    const page = await get(path);
    const count = writesPerClient / writesPerPerson + 1;
    expect(page.body).toMatchObject({ count, average: Math.round((((count - 1) * 4 + 1) / count) * 10) / 10 });
  }, 120_000);
});
