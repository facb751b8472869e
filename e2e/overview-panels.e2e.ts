import { categoryLabel, formatRupees } from '@bookstore/domain';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { adminStats, ownerToken } from './support/admin-api';
import { addToCart, BASE, loginAsNewCustomer, ownerLogin, placeOrder, useBrowser } from './support/browser';
import { E2E_OWNER } from './support/owner';

// The specification's 'Orders left 02', 'Website visits last day 139', 'Users by average order'
// and 'Students by type of studying' panels, now filled with real figures (decision 033): each
// is checked in Chromium against the orders and page loads this test makes.

const session = useBrowser();

// A known start: this file's figures are then exactly what it does (other files leave orders
// and page loads behind them).
beforeAll(async () => {
  const { resetAndSeed } = await import('../tests/support/emulators');
  const { upsertAdmin } = await import('../functions/src/services/owners/admins');
  await resetAndSeed();
  await upsertAdmin(E2E_OWNER.username, E2E_OWNER.password);
});

/** Two books of different genres: Asha buys one of each, Ravi one of the first. */
const first = SEED_BOOKS[0]!;
const second = SEED_BOOKS.find((book) => book.category !== first.category)!;

/** The storefront documents a page loads and the visit beacons it sends, as Chromium sees them. */
function watchVisits(page: Page) {
  let loads = 0;
  const beacons: Request[] = [];
  page.on('load', () => {
    if (page.url().startsWith(BASE)) loads += 1;
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/visits') beacons.push(request);
  });
  return {
    loads: () => loads,
    /** Every beacon sent so far, once the API has answered each. */
    answered: async () => {
      const answers = await Promise.all(beacons.map((beacon) => beacon.response()));
      return answers.map((answer) => answer?.status());
    },
  };
}

async function shopper(name: string, books: Array<{ slug: string; title: string }>) {
  const page = await (await session.newContext()).newPage();
  const visits = watchVisits(page);
  const email = await loginAsNewCustomer(page);
  for (const book of books) await addToCart(page, book);
  await placeOrder(page, name);
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`${BASE}/orders`);
  return { email, visits };
}

const panelRows = (page: Page, testId: string) => page.getByTestId(testId).getByRole('listitem').allInnerTexts();
const oneLine = (texts: string[]) => texts.map((text) => text.replace(/\s+/g, ' ').trim());

describe('the owner’s overview', () => {
  it('shows open orders, page loads, customers by average order and sales by genre from this test’s shopping', async () => {
    const asha = await shopper('Asha Verma', [first, second]);
    const ravi = await shopper('Ravi Kumar', [first]);

    // Every storefront page load sent one beacon, and the API took each.
    const sent = [...(await asha.visits.answered()), ...(await ravi.visits.answered())];
    expect(sent.length).toBe(asha.visits.loads() + ravi.visits.loads());
    expect(sent.length).toBeGreaterThanOrEqual(6); // login, book pages and checkout, for each
    expect(sent.every((status) => status === 204)).toBe(true);

    // The owner's own pages (/admin, /dashboard) are not visits.
    const { page } = session;
    const owner = watchVisits(page);
    await ownerLogin(page);
    await page.reload();
    await page.getByTestId('stat-orders-left').waitFor();
    expect(await owner.answered()).toEqual([]);

    expect(await page.getByTestId('stat-orders-left').innerText()).toBe('2');
    expect(await page.getByTestId('stat-visits').innerText()).toBe(String(sent.length));
    expect(await page.getByText('Storefront page loads in the last 24 hours').count()).toBe(1);

    const ashaAverage = first.newPrice + second.newPrice;
    const averages = page.getByTestId('users-by-average-order');
    expect(await averages.getByRole('heading').innerText()).toBe('Users by average order');
    expect(await averages.getByText('Descending', { exact: true }).count()).toBe(1);
    expect(oneLine(await panelRows(page, 'users-by-average-order'))).toEqual([
      `Asha Verma ${asha.email} ${formatRupees(ashaAverage)} average of 1 order`,
      `Ravi Kumar ${ravi.email} ${formatRupees(first.newPrice)} average of 1 order`,
    ]);

    const genres = page.getByTestId('sales-by-genre');
    expect(await genres.getByRole('heading').innerText()).toBe('Sales by genre');
    expect(await page.getByText('Students by type of studying').count()).toBe(0);
    expect(oneLine(await panelRows(page, 'sales-by-genre'))).toEqual([
      `${categoryLabel(first.category)} 2 copies`,
      `${categoryLabel(second.category)} 1 copy`,
    ]);

    // Ravi's order is cancelled and Asha's confirmed: one order is left to ship, Ravi's average
    // leaves the ranking and his copy leaves the genre's sales.
    const token = await ownerToken();
    const { orders } = (await (
      await fetch(`${BASE}/api/admin/orders`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { orders: Array<{ _id: string; email: string }> };
    const move = async (email: string, status: string) => {
      const id = orders.find((order) => order.email === email)!._id;
      const response = await fetch(`${BASE}/api/admin/orders/${id}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status }),
      });
      expect(response.status).toBe(200);
    };
    await move(ravi.email, 'cancelled');
    await move(asha.email, 'confirmed');

    await page.reload();
    await page.getByTestId('stat-orders-left').waitFor();
    expect(await page.getByTestId('stat-orders-left').innerText()).toBe('1');
    expect(oneLine(await panelRows(page, 'users-by-average-order'))).toEqual([
      `Asha Verma ${asha.email} ${formatRupees(ashaAverage)} average of 1 order`,
    ]);
    expect(oneLine(await panelRows(page, 'sales-by-genre'))).toEqual(
      [
        [categoryLabel(first.category), first.category],
        [categoryLabel(second.category), second.category],
      ]
        .sort(([, a], [, b]) => (a! < b! ? -1 : 1))
        .map(([label]) => `${label} 1 copy`),
    );
    // The page and the API agree, and the reloads of the dashboard counted no visit.
    const stats = await adminStats(token);
    expect(stats.visitsLastDay).toBe(sent.length);
    expect(await owner.answered()).toEqual([]);
  });
});
