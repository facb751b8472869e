import { STOCK_ALERT_IN_STOCK, STOCK_ALERT_LIMITS } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromAddress } from '../../../tests/support/client-address';
import { createCustomer, db } from '../../../tests/support/emulators';
import { fetchChecked, API_DOORS } from '../../../tests/support/http';
import { bookA, bookB } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// Back-in-stock alerts at both doors: Hosting's rewrite, and the function's own URL that anyone
// can call around Hosting. The same answers, and the same limits per mailbox and per network.

useSeededStore({ per: 'suite' });
beforeAll(async () => {
  await setStock(0, [bookA.slug]);
  await setStock(1000, [bookB.slug]);
});

let clients = 0;

describe.each(API_DOORS)('through %s', (door, base) => {
  const client = () =>
    fromAddress(`10.${door === 'Hosting' ? 61 : 62}.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`);
  const send = async (
    path: string,
    body: unknown,
    options: { bearer?: string; from?: Record<string, string> } = {},
  ) => {
    const response = await fetchChecked(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.from ?? client()),
        ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, any> };
  };
  const path = `/books/${bookA.slug}/stock-alerts`;

  it('subscribes a signed-in customer (201), sends anyone else a link (202) that confirms (201), and refuses a book in stock (409) and a bad address (400)', async () => {
    const customer = await createCustomer();
    const signedIn = await send(path, {}, { bearer: customer.idToken });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
    const email = `door${Date.now()}${clients}@example.com`;
    expect((await send(path, { email })).status).toBe(202);
    const mail = (await db.collection('mail').where('to', 'array-contains', email).get()).docs[0]!;
    const token = /stock-alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.get('message.text') as string)![1]!;
    const confirmed = await send('/stock-alerts/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.outcome).toBe('waiting');
    const inStock = await send(`/books/${bookB.slug}/stock-alerts`, { email });
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toBe(STOCK_ALERT_IN_STOCK);
    expect((await send(path, { email: '<script>@x' })).status).toBe(400);
    expect((await send(path, {})).status).toBe(400);
  }, 120_000);

  it(`answers 429 with Retry-After past ${STOCK_ALERT_LIMITS.requestsPerAddress} requests per mailbox and ${STOCK_ALERT_LIMITS.requestsPerClient} per network an hour`, async () => {
    const email = `limit${Date.now()}${clients}@example.com`;
    for (let i = 0; i < STOCK_ALERT_LIMITS.requestsPerAddress; i++)
      expect((await send(path, { email })).status).toBe(202);
    const perAddress = await send(path, { email });
    expect(perAddress.status).toBe(429);
    expect(Number(perAddress.headers.get('retry-after'))).toBeGreaterThan(0);

    const network = client();
    for (let i = 0; i < STOCK_ALERT_LIMITS.requestsPerClient; i++)
      expect((await send(path, { email: `net${i}-${Date.now()}@example.com` }, { from: network })).status).toBe(202);
    const perNetwork = await send(path, { email: `net-last-${Date.now()}@example.com` }, { from: network });
    expect(perNetwork.status).toBe(429);
    expect(perNetwork.body.message).toMatch(/from your network/);
  }, 120_000);
});
