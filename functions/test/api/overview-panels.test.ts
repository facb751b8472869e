import { toPaise, type AdminStats } from '@bookstore/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { setStock } from '../../../tests/support/stock';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { countVisit } from '../../src/services/statistics/visits';

// The four panels the specification drew with made-up figures ('Orders left 02', 'Website visits
// last day 139', 'Users by average order', and the chart that is now 'Sales by genre'), each
// proved from real orders and real beacon calls on the emulators. Decision 033.

const { ownerToken } = useSeededStore();

const HOUR = 60 * 60 * 1000;
/** Two seeded books of different genres, whatever the seed's genre list is. */
const cheap = SEED_BOOKS[0]!;
const other = SEED_BOOKS.find((book) => book.category !== cheap.category)!;

beforeEach(async () => {
  await setStock(100);
  await saveShopDetails(await ownerToken());
});

const overview = async (): Promise<AdminStats> => {
  const response = await get<AdminStats>('/admin', await ownerToken());
  expect(response.status).toBe(200);
  return response.body;
};

/** Places an order of `copies` of each book given, as `name`; answers its id. */
async function order(customer: Customer, lines: Array<[typeof cheap, number]>, name = 'Asha Verma'): Promise<string> {
  const body = orderFor(customer, {
    name,
    products: lines.map(([book, quantity]) => ({ productId: book.slug, quantity })),
    totalPrice: lines.reduce((sum, [book, quantity]) => sum + book.newPrice * quantity, 0),
  });
  const response = await call('POST', '/orders/create-order', { token: customer.idToken, body });
  if (response.status !== 201) throw new Error(`Order failed: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
}

async function move(id: string, ...statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const response = await call('PATCH', `/admin/orders/${id}/status`, { token: await ownerToken(), body: { status } });
    expect(response.status, `${id} → ${status}`).toBe(200);
  }
}

const rupees = (paise: number) => paise / 100;

describe('Orders left', () => {
  it('counts the pending and confirmed orders, and moves with confirm, ship and cancel', async () => {
    const [asha, ravi] = [await createCustomer(), await createCustomer()];
    expect((await overview()).ordersLeft).toBe(0);
    const first = await order(asha, [[cheap, 1]]);
    const second = await order(asha, [[other, 1]]);
    const third = await order(ravi, [[cheap, 2]]);
    expect((await overview()).ordersLeft).toBe(3);

    await move(first, 'confirmed');
    expect((await overview()).ordersLeft).toBe(3);
    await move(first, 'shipped');
    expect((await overview()).ordersLeft).toBe(2);
    await move(second, 'cancelled');
    expect((await overview()).ordersLeft).toBe(1);
    await move(third, 'confirmed', 'cancelled');
    expect((await overview()).ordersLeft).toBe(0);
  });
});

describe('Website visits last day', () => {
  const beacon = (headers: Record<string, string> = {}, rawBody?: string) =>
    call('POST', '/visits', { headers, ...(rawBody === undefined ? {} : { rawBody }) });

  it('counts each beacon call once, as one small write, whatever its body says', async () => {
    expect((await overview()).visitsLastDay).toBe(0);
    for (let i = 0; i < 3; i++) {
      const response = await beacon();
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    // A body is never read: it cannot add more than the one view, or choose the hour or shard.
    const forged = JSON.stringify({ views: 1000, hour: '2020-01-01T00:00:00Z', shard: '../stats' });
    expect((await beacon({}, forged)).status).toBe(204);
    expect((await beacon({ 'content-type': 'text/plain' }, 'views=1000')).status).toBe(204);

    expect((await overview()).visitsLastDay).toBe(5);
    const buckets = await db.collection('visitHours').get();
    expect(buckets.docs.reduce((sum, doc) => sum + (doc.get('views') as number), 0)).toBe(5);
    for (const doc of buckets.docs) {
      expect(Object.keys(doc.data()).sort()).toEqual(['expiresAt', 'hour', 'views']);
      expect(doc.id).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-[0-7]$/);
    }
  });

  it("does not count another site's page or a crawler", async () => {
    await beacon({ 'sec-fetch-site': 'same-origin' });
    expect((await beacon({ 'sec-fetch-site': 'cross-site' })).status).toBe(204);
    expect((await beacon({ 'sec-fetch-site': 'same-site' })).status).toBe(204);
    expect((await beacon({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status).toBe(204);
    expect((await overview()).visitsLastDay).toBe(1);
  });

  it('drops page loads older than 24 hours and keeps those of the last 23', async () => {
    const now = Date.now();
    await countVisit(new Date(now - 25 * HOUR));
    await countVisit(new Date(now - 24 * HOUR - 1));
    expect((await overview()).visitsLastDay).toBe(0);
    await countVisit(new Date(now - 23 * HOUR));
    await countVisit(new Date(now - 2 * HOUR));
    await beacon();
    expect((await overview()).visitsLastDay).toBe(3);
  });
});

describe('Users by average order', () => {
  const copiesOf = (n: number) => rupees(toPaise(cheap.newPrice) * n);

  it('ranks customers by the average of their standing orders, highest first, and a cancel corrects it', async () => {
    const [asha, ravi, meera] = [await createCustomer(), await createCustomer(), await createCustomer()];
    // Asha: one order of 3 copies. Ravi: 1 copy, then 4 (an average of 2.5). Meera: 1 copy.
    await order(meera, [[cheap, 1]], 'Meera Nair');
    await order(ravi, [[cheap, 1]], 'Ravi K');
    const big = await order(ravi, [[cheap, 4]], 'Ravi Kumar');
    await order(asha, [[cheap, 3]], 'Asha Verma');

    expect((await overview()).customersByAverageOrder).toEqual([
      { email: asha.email, name: 'Asha Verma', averageOrder: copiesOf(3), orders: 1 },
      // The name is the latest order's; the average is rounded to a paisa.
      {
        email: ravi.email,
        name: 'Ravi Kumar',
        averageOrder: rupees(Math.round((toPaise(cheap.newPrice) * 5) / 2)),
        orders: 2,
      },
      { email: meera.email, name: 'Meera Nair', averageOrder: copiesOf(1), orders: 1 },
    ]);

    // Ravi's big order is cancelled: his average is his one copy now, level with Meera's.
    await move(big, 'cancelled');
    const after = (await overview()).customersByAverageOrder;
    expect(after[0]).toEqual({ email: asha.email, name: 'Asha Verma', averageOrder: copiesOf(3), orders: 1 });
    expect(after.slice(1)).toHaveLength(2);
    expect(after.slice(1)).toEqual(
      expect.arrayContaining([
        { email: ravi.email, name: 'Ravi Kumar', averageOrder: copiesOf(1), orders: 1 },
        { email: meera.email, name: 'Meera Nair', averageOrder: copiesOf(1), orders: 1 },
      ]),
    );
  });

  it('takes a returned order out, and leaves a customer with no standing order off the ranking', async () => {
    const [asha, ravi] = [await createCustomer(), await createCustomer()];
    const returned = await order(asha, [[cheap, 2]]);
    await order(ravi, [[cheap, 1]], 'Ravi Kumar');
    await move(returned, 'confirmed', 'shipped', 'returned');
    expect((await overview()).customersByAverageOrder).toEqual([
      { email: ravi.email, name: 'Ravi Kumar', averageOrder: copiesOf(1), orders: 1 },
    ]);
  });

  it('lists the top 5 only', async () => {
    for (const copies of [1, 2, 3, 4, 5, 5]) await order(await createCustomer(), [[cheap, copies]]);
    const ranked = (await overview()).customersByAverageOrder;
    expect(ranked.map((c) => c.averageOrder)).toEqual([5, 5, 4, 3, 2].map(copiesOf));
  });
});

describe('Sales by genre', () => {
  it('sums the copies sold per genre from the catalog, and a cancel takes them back', async () => {
    const [asha, ravi] = [await createCustomer(), await createCustomer()];
    const kept = await order(asha, [
      [cheap, 3],
      [other, 1],
    ]);
    const cancelled = await order(ravi, [[other, 1]]);
    await move(kept, 'confirmed');
    // The function's catalog index learns of the sold counts at its next catch-up (decision 060).
    const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 100 });
    await eventually(async () =>
      expect((await overview()).salesByGenre).toEqual([
        { category: cheap.category, copies: 3 },
        { category: other.category, copies: 2 },
      ]),
    );
    await move(cancelled, 'cancelled');
    await eventually(async () =>
      expect((await overview()).salesByGenre).toEqual([
        { category: cheap.category, copies: 3 },
        { category: other.category, copies: 1 },
      ]),
    );
  });
});
