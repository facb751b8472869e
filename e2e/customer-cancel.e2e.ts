import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  ownerBrowser,
  placeOrder,
  useBrowser,
} from './support/browser';

// Issue 40 §1: a shopper cancels an unpaid (cash on delivery) order from their orders page, in
// Chromium: the reason and a note, the toast that says what happened, the card that shows it,
// and the copy back on sale. Screenshots of the form and the result at 375 and 1280 px.
const session = useBrowser();
// A book no other journey orders, so its stock is this file's own.
const book = SEED_BOOKS[38]!;
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const stockOf = async (slug: string) => {
  const { db } = await import('../functions/test/support/emulators');
  return (await db.collection('books').doc(slug).get()).get('stock') as number;
};

describe('40. a shopper cancels an order', () => {
  it('cancels an unpaid order from the orders page, with a reason and a note', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await placeOrder(page, 'Cancel Shopper');
    const { id, named } = await newestOrder(page);
    const stock = await stockOf(book.slug);
    const card = page.locator(`[data-order-id="${id}"]`);

    await card.getByRole('button', { name: 'Cancel order' }).click();
    const form = card.getByRole('form', { name: 'Cancel this order' });
    // The server's own schema checks the form before anything is sent.
    await form.getByRole('button', { name: 'Cancel order' }).click();
    await form.getByText('Choose why you are cancelling.', { exact: true }).waitFor();
    await form.getByLabel('Why are you cancelling?').selectOption('ordered-by-mistake');
    await form.getByLabel('Anything to add? (optional)').fill('Wrong edition <b>पुस्तक</b> $&');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.screenshot({ path: join(SHOTS, `customer-cancel-form-${width}.png`) });
    }
    await form.getByRole('button', { name: 'Cancel order' }).click();

    await page.getByText(`Order ${named} is cancelled. There is nothing to pay.`, { exact: true }).waitFor();
    await card.getByTestId('cancel-request').getByText('You cancelled this order (I ordered by mistake).').waitFor();
    await card.getByText('Cancelled', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: join(SHOTS, `customer-cancel-done-${width}.png`), fullPage: true });
    }

    const order = (await (await apiCall('GET', `/admin/orders/${id}`)).json()) as Order;
    expect(order.status).toBe('cancelled');
    expect(order.cancelRequest).toMatchObject({ reason: 'ordered-by-mistake', note: 'Wrong edition <b>पुस्तक</b> $&' });
    expect(await stockOf(book.slug)).toBe(stock + 1);

    // After a reload the card still says so, and offers no cancel.
    await page.reload();
    await card.getByTestId('cancel-request').waitFor();
    expect(await card.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);

    // The owner's order page names the customer's reason and shows the note as written.
    const owner = await ownerBrowser(session);
    try {
      await owner.page.goto(`${BASE}/dashboard/orders/${id}`);
      const told = owner.page.getByTestId('customer-cancel');
      await told.getByText(/^Cancelled at the customer’s request: I ordered by mistake,/).waitFor();
      await told.getByText('“Wrong edition <b>पुस्तक</b> $&”', { exact: true }).waitFor();
      expect(await owner.page.getByRole('group', { name: 'Next steps' }).count()).toBe(0);
    } finally {
      await owner.close();
    }
  });
});
