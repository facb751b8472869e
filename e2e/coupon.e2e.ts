import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORE_SETTINGS, formatRupees, type StoreSettings } from '@bookstore/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { pdfText, requirePoppler } from '../tests/support/pdf-reading';
import { apiCall } from './support/admin-api';
import { addToCart, BASE, fillCheckout, loginAsNewCustomer, newestOrder, useBrowser } from './support/browser';

// A shopper applies a coupon code at the checkout, sees the discount, and finds it
// as its own line on the bill of supply, the total after it (rule 49(g)).

const session = useBrowser();
// A book no other journey orders.
const book = SEED_BOOKS[44]!;
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Book Nook',
  legalName: 'Book Nook Traders LLP',
  address: '4 Park Street, Kolkata, West Bengal 700016',
  shipping: { flatCharge: 40, freeAbove: null, prefixCharges: [] },
  cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: 25 },
};
const CODE = `FAIR${Date.now() % 100_000}`;

beforeAll(async () => {
  requirePoppler();
  expect((await apiCall('PUT', '/admin/settings', SETTINGS)).status).toBe(200);
  const made = await apiCall('POST', '/admin/coupons', { code: CODE, kind: 'fixed', value: 50 });
  expect(made.status).toBe(201);
});
afterAll(async () => {
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
});

describe('a coupon at the checkout', () => {
  it('applies a code, shows the discount, and the bill of supply has it as its own line', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await page.goto(`${BASE}/checkout`);
    await fillCheckout(page, 'Coupon Shopper');
    const total = formatRupees(book.newPrice + 40 + 25 - 50);
    await page.getByLabel('Have a coupon code?').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText(`${CODE} applied: you save ₹50.00.`, { exact: true }).waitFor();
    await page.getByTestId('breakdown-total').getByText(total, { exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'checkout-coupon.png'), fullPage: true });
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Place an Order' }).click();
    await page.getByText('Confirmed Order', { exact: true }).waitFor();
    const { id } = await newestOrder(page);
    const card = page.locator(`[data-order-id="${id}"]`);
    await card.getByTestId('breakdown-discount').getByText('−₹50.00', { exact: true }).waitFor();

    for (const status of [{ status: 'confirmed' }, { status: 'shipped', courier: 'india-post', awb: 'EE223456789IN' }])
      expect((await apiCall('PATCH', `/admin/orders/${id}/status`, status)).status).toBe(200);
    await page.reload();
    const billed = page.locator(`[data-order-id="${id}"]`);
    await billed.getByRole('button', { name: 'Download bill' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      billed.getByRole('button', { name: 'Download bill' }).click(),
    ]);
    const text = pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
    expect(text).toContain(`Discount (coupon ${CODE}) -₹50.00`);
    expect(text).toContain(`Total ${total}`);
  });
});
