import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORE_SETTINGS, formatRupees, type Order } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  ownerBrowser,
  placeOrder,
  placeUpiOrderAndPay,
  useBrowser,
} from './support/browser';

// A shopper cancels an unpaid (cash on delivery) order from their orders page, in
// Chromium: the reason and a note, the toast that says what happened, the card that shows it,
// and the copy back on sale. Screenshots of the form and the result at 375 and 1280 px.
const session = useBrowser();
// Books no other journey orders, so their stock is this file's own.
const book = SEED_BOOKS[38]!;
const upiBook = SEED_BOOKS[40]!;
// UPI for the second journey, and a flat shipping charge its refund includes.
useShopDetails({
  upi: { ...DEFAULT_STORE_SETTINGS.upi, vpa: 'cancelreads@okbank', payeeName: 'Cancel Reads' },
  shipping: { flatCharge: 40, freeAbove: null, prefixCharges: [] },
});
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

const stockOf = async (slug: string) => {
  const { db } = await import('../tests/support/emulators');
  return (await db.collection('books').doc(slug).get()).get('stock') as number;
};

describe('a shopper cancels an order', () => {
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

  it('asks to cancel a UPI order whose payment is being checked; the owner’s check cancels it and owes the refund', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, upiBook);
    const total = formatRupees(upiBook.newPrice + 40);
    const { id, named } = await placeUpiOrderAndPay(page, { name: 'Request Shopper', total, utr: '6123 4040 0001' });
    const card = page.locator(`[data-order-id="${id}"]`);

    await card.getByRole('button', { name: 'Cancel order' }).click();
    const form = card.getByRole('form', { name: 'Cancel this order' });
    await form.getByText(/We are still checking your payment/).waitFor();
    await form.getByLabel('Why are you cancelling?').selectOption('delivery-too-slow');
    await form.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Your request to cancel order ${named} is sent to the shop.`, { exact: false }).waitFor();
    await card.getByText(/^You asked to cancel this order \(Delivery takes too long\)/).waitFor();

    const owner = await ownerBrowser(session);
    try {
      const admin = owner.page;
      await admin.setViewportSize({ width: 1280, height: 900 });
      await admin.goto(`${BASE}/dashboard/orders?status=payment-submitted`);
      const row = admin.getByTestId('payment-row').filter({ hasText: '612340400001' });
      await row.getByTestId('cancel-asked').getByText('Customer asked to cancel', { exact: true }).waitFor();
      await admin.screenshot({ path: join(SHOTS, 'customer-cancel-owner-payments-1280.png'), fullPage: true });
      await row.getByRole('button', { name: /^Paid: cancel and refund/ }).click();
      await row.waitFor({ state: 'detached' });

      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      await admin
        .getByTestId('customer-cancel')
        .getByText(/^Cancelled at the customer’s request: Delivery takes too long,/)
        .waitFor();
      await admin.getByRole('region', { name: 'Refund' }).getByTestId('refund-outstanding').getByText(total).waitFor();
      await admin.setViewportSize({ width: 375, height: 900 });
      await admin.screenshot({ path: join(SHOTS, 'customer-cancel-owner-order-375.png'), fullPage: true });
    } finally {
      await owner.close();
    }

    await page.reload();
    await card.getByText('You cancelled this order (Delivery takes too long).', { exact: true }).waitFor();
    expect(await card.getByTestId('refunds').innerText()).toMatch(
      new RegExp(`^Refund of ${total.replace('.', '\\.')} due by`),
    );
  });
});
