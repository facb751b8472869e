import { DEFAULT_STORE_SETTINGS, formatRupees, type StoreSettings } from '@bookstore/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../scripts/lib/mail-catcher';
import { SEED_BOOKS } from '../seed/catalog';
import { adminStats, ownerToken, saveShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  fillCheckout,
  loginAsNewCustomer,
  newestOrder,
  ownerLogin,
  useBrowser,
} from './support/browser';

// From "Place an Order" to cash in hand, as the shopper and the owner do it in Chromium.
const session = useBrowser();
// Books no other journey orders, so their stock is this file's own.
const [upiBook, codBook] = [SEED_BOOKS[20]!, SEED_BOOKS[21]!];

// Over the shop's details (legal name, address): a UPI order marked paid is billed.
const SETTINGS: Partial<StoreSettings> = {
  shopName: 'Book Nook',
  supportEmail: 'care@booknook.example.in',
  upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook & Sons', expiryHours: 24, merchant: false, merchantCode: '' },
  shipping: { flatCharge: 40, freeAbove: null, prefixCharges: [] },
  cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: 25 },
};

beforeAll(async () => {
  await saveShopDetails(SETTINGS);
});

afterAll(async () => {
  // The journeys after this one find a shop with no settings (no charges), as they expect.
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
});

/** The owner's own browser (a second context). */
async function ownerPage(): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await session.newContext();
  const page = await context.newPage();
  await ownerLogin(page);
  return { page, close: () => context.close() };
}

/** Checks out the cart with `method`, sees the breakdown the server will charge, and places the order. */
async function checkout(page: Page, method: 'Cash on Delivery' | 'UPI', book: { newPrice: number }) {
  await page.goto(`${BASE}/checkout`);
  await fillCheckout(page, 'Cash Shopper');
  await page.getByRole('radio', { name: new RegExp(`^${method}`) }).check();
  const fee = method === 'Cash on Delivery' ? 25 : 0;
  const total = formatRupees(book.newPrice + 40 + fee);
  // The breakdown follows the PIN code and the payment method.
  await page.getByText(total, { exact: true }).first().waitFor();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await page.getByText('Confirmed Order', { exact: true }).waitFor();
  const { id, named } = await newestOrder(page);
  expect(named).toMatch(/^#\d+$/);
  return { id, named, total };
}

describe('from "Place an Order" to cash in hand', () => {
  it('a shopper pays by UPI; the owner checks the payment and ships with an AWB; the shopper tracks the parcel', async () => {
    const { page } = session;
    const email = await loginAsNewCustomer(page);
    await addToCart(page, upiBook);
    const { id, named, total } = await checkout(page, 'UPI', upiBook);

    // The pay link carries the shop's UPI ID, the exact amount and the order's number; a personal
    // UPI ID's link has no merchant parameter.
    const card = page.getByTestId('order').first();
    const link = await card.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href');
    const params = new URL(link!.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      pa: 'booknook@okbank',
      pn: 'Book Nook & Sons',
      am: (upiBook.newPrice + 40).toFixed(2),
      cu: 'INR',
      tn: named,
    });
    await card.getByRole('img', { name: 'UPI QR code for this payment' }).waitFor();
    await card.getByLabel('UTR (12-digit transaction reference)').fill('4123 4567 8901');
    await card.getByRole('button', { name: 'I have paid' }).click();
    await card.getByText(/We are checking your payment \(UTR 412345678901\)/).waitFor();

    const owner = await ownerPage();
    try {
      const admin = owner.page;
      // The owner's "Payments to check": the UTR and the amount to find in the bank's statement.
      await admin.goto(`${BASE}/dashboard/orders?status=payment-submitted`);
      const row = admin.getByTestId('payment-row').filter({ hasText: '412345678901' });
      await row.waitFor();
      expect(await row.innerText()).toContain(total);
      await row.getByRole('button', { name: /^Mark paid/ }).click();
      await row.waitFor({ state: 'detached' });
      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      await admin.getByText('Confirmed', { exact: true }).first().waitFor();
      await admin.getByRole('button', { name: 'Mark shipped' }).click();
      const form = admin.getByRole('form', { name: 'Ship this order' });
      await form.getByLabel('Courier').selectOption({ label: 'Delhivery' });
      await form.getByLabel('AWB (consignment number)').fill('dl7700112233');
      await form.getByRole('button', { name: 'Mark shipped' }).click();
      const track = admin.getByRole('link', { name: 'Track parcel' });
      await track.waitFor();
      expect(await track.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL7700112233');
    } finally {
      await owner.close();
    }

    await page.goto(`${BASE}/orders`);
    const tracking = page.getByTestId('order').first().getByRole('link', { name: 'Track parcel' });
    await tracking.waitFor();
    expect(await tracking.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL7700112233');

    const [shipped] = await waitForMail(email, { subject: new RegExp(`${named} has shipped`) });
    expect(shipped!.text).toContain('Courier: Delhivery');
    expect(shipped!.text).toContain('AWB: DL7700112233');
    expect(shipped!.text).toContain('Track parcel: https://www.delhivery.com/track/package/DL7700112233');
    expect(shipped!.html).toContain('href="https://www.delhivery.com/track/package/DL7700112233"');
    expect(shipped!.text).toContain('Customer care: care@booknook.example.in');
  });

  it('a COD order is delivered and its cash remitted by the courier’s CSV, and the overview’s queue counts move', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, codBook);
    const before = (await adminStats(await ownerToken())).queue;
    const { id, total } = await checkout(page, 'Cash on Delivery', codBook);
    const amount = codBook.newPrice + 40 + 25;

    const owner = await ownerPage();
    try {
      const admin = owner.page;
      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      await admin.getByRole('button', { name: 'Mark confirmed' }).click();
      await admin.getByRole('button', { name: 'Mark shipped' }).waitFor();
      expect((await adminStats(await ownerToken())).queue.ordersToShip).toBe(before.ordersToShip + 1);
      await admin.getByRole('button', { name: 'Mark shipped' }).click();
      const form = admin.getByRole('form', { name: 'Ship this order' });
      await form.getByLabel('Courier').selectOption({ label: 'DTDC' });
      await form.getByLabel('AWB (consignment number)').fill('D30000000042');
      await form.getByRole('button', { name: 'Mark shipped' }).click();
      await admin.getByRole('button', { name: 'Mark delivered' }).click();
      await admin.getByRole('button', { name: 'Mark returned' }).waitFor();
      const delivered = (await adminStats(await ownerToken())).queue;
      expect(delivered.ordersToShip).toBe(before.ordersToShip);
      expect(delivered.cashPending.count).toBe(before.cashPending.count + 1);
      expect(delivered.cashPending.amount).toBeCloseTo(before.cashPending.amount + amount, 2);
      // The overview shows the same queue.
      const cashFigure = async () => {
        await admin.goto(`${BASE}/dashboard`);
        const figure = admin.getByTestId('queue-cash');
        await figure.waitFor();
        return figure.innerText();
      };
      expect(await cashFigure()).toContain(formatRupees(delivered.cashPending.amount));

      await remitByFile(
        admin,
        `"AWB No.";"COD Amount";"Remittance Date";"UTR"\r\nD30000000042;"₹${amount.toFixed(2)}";20/11/2026;NEFT-777\r\n`,
      );
      const after = (await adminStats(await ownerToken())).queue;
      expect(after.cashPending.count).toBe(before.cashPending.count);
      expect(await cashFigure()).toContain(formatRupees(after.cashPending.amount));
      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      await admin
        .getByText(/NEFT-777/)
        .first()
        .waitFor();
      expect(total).toBe(formatRupees(amount));
    } finally {
      await owner.close();
    }
  });
});

/** The owner imports a remittance file from the orders list's Cash pending view. */
async function remitByFile(admin: Page, csv: string): Promise<void> {
  await admin.goto(`${BASE}/dashboard/orders`);
  await admin.getByRole('button', { name: 'Cash pending' }).click();
  const form = admin.getByRole('form', { name: 'Import COD remittance' });
  await form.getByLabel('Courier’s remittance file (CSV)').setInputFiles({
    name: 'remittance.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await form.getByRole('button', { name: 'Upload' }).click();
  await admin.getByTestId('remittance-result').getByText('1 order marked remitted; 0 lines not matched.').waitFor();
}
