import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { addToCart, BASE, loginAsNewCustomer, ownerLogin, placeOrder, useBrowser } from './support/browser';
import { useShopDetails } from './support/admin-api';
import { E2E_OWNER } from './support/owner';

// The customer is `session.page`; the owner works in a second browser context of their own.
const session = useBrowser();
// Shipping issues a bill, which needs the shop's legal name and address (decision 048).
useShopDetails();
// Books no other journey buys or opens, so changing their stock cannot disturb those journeys.
const ordered = SEED_BOOKS[5]!;
const soldOut = SEED_BOOKS[6]!;

/** The owner's own browser (a second context, watched for errors like the customer's). */
async function ownerPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await session.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

/** Sets a book's stock through the Admin SDK (moving its updatedAt, as every writer does); answers the stock it had. */
async function setStock(slug: string, stock: number): Promise<number> {
  const support = await import('../tests/support/stock');
  const before = await support.stockOf(slug);
  await support.setStock(stock, [slug]);
  return before;
}

/** The status the customer sees on /orders for their only order, after a fresh load. */
async function customerSees(page: Page): Promise<string> {
  await page.goto(`${BASE}/orders`);
  const status = page.getByTestId('order').getByTestId('order-status');
  await status.waitFor();
  return status.innerText();
}

async function stockOf(slug: string): Promise<number> {
  return (await import('../tests/support/stock')).stockOf(slug);
}

async function nextSteps(page: Page): Promise<string[]> {
  const group = page.getByRole('group', { name: 'Next steps' });
  if ((await group.count()) === 0) return [];
  return (await group.getByRole('button').allInnerTexts()).map((text) => text.trim());
}

describe('9. fulfilment', () => {
  it('the owner takes an order from pending to delivered and then returned, and the customer sees each status', async () => {
    const { page } = session;
    const email = await loginAsNewCustomer(page);
    await addToCart(page, ordered);
    await placeOrder(page, 'Fulfilment Shopper');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${BASE}/orders`);
    expect(await customerSees(page)).toBe('Pending');
    const orderId = (await page.getByTestId('order').getAttribute('data-order-id')) ?? '';
    expect(orderId).not.toBe('');

    const owner = await ownerPage();
    try {
      const admin = owner.page;
      await ownerLogin(admin);
      await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
      await admin.waitForURL(`${BASE}/dashboard/orders`);
      await admin.getByLabel('Status').selectOption({ label: 'Pending' });
      const row = admin.getByTestId('order-row').filter({ hasText: email });
      await row.waitFor();
      expect(await row.innerText()).toContain('Fulfilment Shopper');
      expect(await row.getByTestId('order-status').innerText()).toBe('Pending');
      await row.getByRole('link', { name: /View/ }).click();
      await admin.waitForURL(`${BASE}/dashboard/orders/${orderId}`);
      // Named by its number; the id is the page's address.
      await admin.getByRole('heading', { name: /^Order #\d+$/ }).waitFor();
      expect(await admin.getByTestId('order-line').innerText()).toContain(ordered.title);
      expect(await nextSteps(admin)).toEqual(['Mark confirmed', 'Cancel order']);

      const steps = [
        { button: 'Mark confirmed', status: 'Confirmed', then: ['Mark shipped', 'Cancel order'] },
        { button: 'Mark shipped', status: 'Shipped', then: ['Mark delivered', 'Mark returned'] },
        { button: 'Mark delivered', status: 'Delivered', then: ['Mark returned'] },
      ];
      for (const step of steps) {
        await admin.getByRole('group', { name: 'Next steps' }).getByRole('button', { name: step.button }).click();
        if (step.button === 'Mark shipped') {
          // Marking it shipped asks for the courier and the AWB.
          const form = admin.getByRole('form', { name: 'Ship this order' });
          await form.getByLabel('Courier').selectOption({ label: 'India Post' });
          await form.getByLabel('AWB (consignment number)').fill('EE123456789IN');
          await form.getByRole('button', { name: 'Mark shipped' }).click();
        }
        await expect.poll(() => admin.getByTestId('order-status').innerText()).toBe(step.status);
        await expect.poll(() => nextSteps(admin)).toEqual(step.then);
        expect(await customerSees(page)).toBe(step.status);
      }

      // The customer sent it back: a return restocks, so it asks why first.
      const stockBeforeReturn = await stockOf(ordered.slug);
      await admin.getByRole('group', { name: 'Next steps' }).getByRole('button', { name: 'Mark returned' }).click();
      const returnForm = admin.getByRole('form', { name: 'Mark this order returned' });
      await returnForm.getByLabel('Returned by the customer').check();
      await returnForm.getByRole('button', { name: 'Mark returned' }).click();
      await expect.poll(() => admin.getByTestId('order-status').innerText()).toBe('Returned');
      await expect.poll(() => nextSteps(admin)).toEqual([]);
      expect(await customerSees(page)).toBe('Returned');
      expect(await stockOf(ordered.slug)).toBe(stockBeforeReturn + 1);

      const history = admin.getByTestId('history-entry');
      expect(await history.count()).toBe(5);
      const rows = await history.evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)),
      );
      expect(rows.map(([status]) => status)).toEqual(['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Returned']);
      expect(rows.slice(1).map(([, , by]) => by)).toEqual(Array<string>(4).fill(E2E_OWNER.username));
    } finally {
      await owner.close();
    }

    await page.goto(`${BASE}/user-dashboard`);
    await page.getByTestId('dashboard-order').first().waitFor();
    expect(await page.getByTestId('dashboard-order').getByTestId('order-status').innerText()).toBe('Returned');
  });

  it("a book with no copies left says 'Out of stock', cannot be added, and heads the owner's low-stock card", async () => {
    const { page } = session;
    const before = await setStock(soldOut.slug, 0);
    const owner = await ownerPage();
    try {
      await page.goto(`${BASE}/books/${soldOut.slug}`);
      await page.getByRole('heading', { name: soldOut.title, level: 1 }).waitFor();
      await page.getByText('Out of stock').waitFor();
      expect(await page.getByRole('button', { name: `Add to Cart: ${soldOut.title}` }).isDisabled()).toBe(true);

      await page.goto(`${BASE}/search?q=${encodeURIComponent(soldOut.title)}`);
      const card = page
        .getByTestId('book-card')
        .filter({ has: page.getByRole('heading', { name: soldOut.title, exact: true }) });
      await card.getByText('Out of stock').waitFor();
      expect(await card.getByRole('button', { name: `Add to Cart: ${soldOut.title}` }).isDisabled()).toBe(true);

      await ownerLogin(owner.page);
      const lowStock = owner.page.getByRole('region', { name: 'Low Stock' });
      const item = lowStock.getByRole('listitem').first();
      await item.waitFor();
      expect(await item.innerText()).toContain('Out of stock');
      expect(await item.getByRole('link').getAttribute('href')).toBe(`/dashboard/edit-book/${soldOut.slug}`);
    } finally {
      await owner.close();
      await setStock(soldOut.slug, before);
    }
  });
});
