import { DEFAULT_STORE_SETTINGS, formatRupees, type StoreSettings } from '@bookstore/domain';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall } from './support/admin-api';
import { addToCart, BASE, fillCheckout, loginAsNewCustomer, newestOrder, useBrowser } from './support/browser';

// Paying a UPI order from the phone that shows it, in Chromium.
const session = useBrowser();
// A book no other journey orders, so its stock is this file's own.
const book = SEED_BOOKS[33]!;

// A personal UPI ID (the default): its link carries no merchant parameter.
const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Pustak Ghar',
  upi: { vpa: 'pustak.ghar@okaxis', payeeName: 'पुस्तक घर & Sons', expiryHours: 24, merchant: false, merchantCode: '' },
};

let folder: string;

beforeAll(async () => {
  expect((await apiCall('PUT', '/admin/settings', SETTINGS)).status).toBe(200);
  folder = await mkdtemp(join(tmpdir(), 'upi-qr-'));
});

afterAll(async () => {
  // The journeys after this one find a shop with no settings, as they expect.
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
  await rm(folder, { recursive: true, force: true });
});

describe('UPI on the shopper’s phone', () => {
  it('pays a personal UPI ID without tr; the saved QR reads back as the link; the UPI ID and amount copy', async () => {
    const { page } = session;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE });
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await page.goto(`${BASE}/checkout`);
    await fillCheckout(page, 'Phone Payer');
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByText(formatRupees(book.newPrice), { exact: true }).first().waitFor();
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Place an Order' }).click();
    await page.getByText('Confirmed Order', { exact: true }).waitFor();
    const { named } = await newestOrder(page);

    const card = page.getByTestId('order').first();
    const link = (await card.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href'))!;
    const params = new URL(link.replace('upi://pay', 'https://upi.invalid/pay')).searchParams;
    // Exactly these five: a personal ID's payment with tr or mc is refused or flagged by UPI apps.
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn']);
    expect(Object.fromEntries(params)).toEqual({
      pa: 'pustak.ghar@okaxis',
      pn: 'पुस्तक घर & Sons',
      am: book.newPrice.toFixed(2),
      cu: 'INR',
      tn: named,
    });
    await card.getByText(/Paying from another phone\? Scan this code with it/).waitFor();

    // "Save QR" downloads a PNG; a QR decoder reads back exactly the link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Save QR' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`upi-${named.replace('#', '')}.png`);
    const png = join(folder, 'qr.png');
    await download.saveAs(png);
    const decoded = execFileSync('zbarimg', ['-q', '--raw', png], { encoding: 'utf8' }).trim();
    expect(decoded).toBe(link);
    // The code on the screen is the same link.
    const shown = card.getByRole('img', { name: 'UPI QR code for this payment' });
    // Drawn larger for the decoder, as a phone's camera sees it up close: 160 px is ~3.5 px a module.
    await shown.evaluate((svg) => svg.setAttribute('style', 'width: 480px'));
    await shown.screenshot({ path: join(folder, 'shown.png') });
    expect(execFileSync('zbarimg', ['-q', '--raw', join(folder, 'shown.png')], { encoding: 'utf8' }).trim()).toBe(link);

    // The copy buttons put the UPI ID and the amount (as an app's amount field takes it) on the clipboard.
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await card.getByRole('button', { name: 'Copy UPI ID' }).click();
    await card.getByRole('button', { name: 'Copied' }).waitFor();
    await card.getByText('pustak.ghar@okaxis copied.').waitFor();
    expect(await clipboard()).toBe('pustak.ghar@okaxis');
    await card.getByRole('button', { name: 'Copy amount' }).click();
    await card.getByText(`${book.newPrice.toFixed(2)} copied.`).waitFor();
    expect(await clipboard()).toBe(book.newPrice.toFixed(2));
    // "Copied" is for a moment: the UPI ID's button reads as before once it has passed.
    await card.getByRole('button', { name: 'Copy UPI ID' }).waitFor();
  });
});
