import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_STORE_SETTINGS, LOCAL_MAIL, type StoreSettings } from '@bookstore/domain';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../scripts/lib/mail-catcher';
import { SEED_BOOKS } from '../seed/catalog';
import { orderFor } from '../tests/support/orders';
import { pdfInfo, pdfText, requirePoppler, savePagePng } from '../tests/support/pdf-reading';
import { apiCall } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  ownerLogin,
  submitCheckout,
  useBrowser,
} from './support/browser';

// The bill of supply, the slips and the labels, as the shopper and the owner get them.
const session = useBrowser();
const [billedBook, otherBook] = [SEED_BOOKS[24]!, SEED_BOOKS[25]!];
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
const HINDI_NAME = 'राम कुमार शर्मा';

const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Book Nook',
  legalName: 'Book Nook Traders LLP',
  address: '4 Park Street, Kolkata, West Bengal 700016',
  gstin: '19AAPFU0939F1ZV',
  shipping: { flatCharge: 40, freeAbove: null, prefixCharges: [] },
  cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: 25 },
};

const move = async (id: string, body: object) =>
  expect((await apiCall('PATCH', `/admin/orders/${id}/status`, body)).status).toBe(200);

/** A COD order of another shopper, placed through the API. */
async function apiOrder(): Promise<{ _id: string; number: number }> {
  const { createCustomer } = await import('../tests/support/emulators');
  const customer = await createCustomer();
  const body = orderFor(customer, {
    products: [{ productId: otherBook.slug, quantity: 1 }],
    totalPrice: otherBook.newPrice + 40 + 25,
  });
  const placed = await apiCall('POST', '/orders/create-order', body, customer.idToken);
  expect(placed.status).toBe(201);
  return placed.json();
}

/** The downloaded file's bytes. */
async function saved(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

beforeAll(async () => {
  requirePoppler();
  expect((await apiCall('PUT', '/admin/settings', SETTINGS)).status).toBe(200);
});

afterAll(async () => {
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
});

describe('the paper of a sale', () => {
  let orderId = '';
  let named = '';
  let billNumber = '';

  it('the shopper downloads the bill of supply of a shipped order from the orders page, and finds it in the shipped e-mail', async () => {
    const { page } = session;
    const email = await loginAsNewCustomer(page);
    await addToCart(page, billedBook);
    await page.goto(`${BASE}/checkout`);
    await submitCheckout(page, HINDI_NAME, {
      street: '१२, गांधी मार्ग',
      city: 'वाराणसी',
      country: 'India',
      state: 'उत्तर प्रदेश',
      zipcode: '221001',
    });
    ({ id: orderId, named } = await newestOrder(page));
    expect(await page.getByTestId('order').first().getByRole('button', { name: 'Download bill' }).count()).toBe(0);

    await move(orderId, { status: 'confirmed' });
    await move(orderId, { status: 'shipped', courier: 'india-post', awb: 'EE123456789IN' });

    await page.reload();
    const billed = page.getByTestId('order').first();
    await billed.getByRole('button', { name: 'Download bill' }).waitFor();
    await billed.screenshot({ path: join(SHOTS, 'order-with-bill.png') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      billed.getByRole('button', { name: 'Download bill' }).click(),
    ]);
    const filename = /^BS-(\d{2}-\d{2})-(\d{6})\.pdf$/.exec(download.suggestedFilename());
    expect(filename, download.suggestedFilename()).not.toBeNull();
    billNumber = `BS/${filename![1]}/${filename![2]}`;
    const pdf = await saved(download);
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    for (const expected of [
      'Bill of Supply',
      billNumber,
      named,
      'Book Nook Traders LLP',
      'GSTIN: 19AAPFU0939F1ZV',
      // Read back as typed, reph included, through the runs' ActualText (decision 044).
      HINDI_NAME,
      'वाराणसी',
      'उत्तर प्रदेश',
      billedBook.title,
      '4901',
      'Rupees',
    ])
      expect(text, expected).toContain(expected);
    savePagePng(pdf, 1, 'bill-of-supply', SHOTS);

    const [shipped] = await waitForMail(email, { subject: new RegExp(`${named} has shipped`) });
    expect(shipped!.text).toContain(`Your bill of supply ${billNumber} is attached (PDF).`);
    const source = await (
      await fetch(`${LOCAL_MAIL.inbox}/api/email/${encodeURIComponent(shipped!.id)}/source`)
    ).text();
    const part = new RegExp(
      `Content-Type: application/pdf; name=${billNumber.replaceAll('/', '-')}\\.pdf[\\s\\S]*?\\r?\\n\\r?\\n([A-Za-z0-9+/=\\r\\n]+)`,
    ).exec(source);
    expect(part, 'a PDF part in the e-mail').not.toBeNull();
    const attached = Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64');
    expect(pdfText(attached).replace(/\s+/g, ' ')).toContain(billNumber);
  });

  it('the owner ticks three orders on the orders list and prints their slips and labels as one PDF', async () => {
    const [second, third] = [await apiOrder(), await apiOrder()];
    await move(second._id, { status: 'confirmed' });
    const context = await session.newContext();
    const admin: Page = await context.newPage();
    try {
      await ownerLogin(admin);
      await admin.goto(`${BASE}/dashboard/orders`);
      for (const reference of [named, `#${second.number}`, `#${third.number}`])
        await admin.getByRole('checkbox', { name: `Select order ${reference}` }).check();
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Print slips and labels (3)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^parcels-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = await saved(download);
      // Three slips, then one sheet of labels.
      expect(Number(pdfInfo(pdf).Pages)).toBe(4);
      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const expected of [
        named,
        `#${second.number}`,
        `#${third.number}`,
        '221001',
        '560001',
        'EE123456789IN',
        'राम कुमार',
      ])
        expect(text, expected).toContain(expected);
      savePagePng(pdf, 4, 'address-labels', SHOTS);
      savePagePng(pdf, 1, 'packing-slip', SHOTS);

      // The owner's order page offers the same bill.
      await admin.goto(`${BASE}/dashboard/orders/${orderId}`);
      await admin.getByRole('button', { name: 'Download bill' }).waitFor();
      await admin.screenshot({ path: join(SHOTS, 'admin-order-with-bill.png'), fullPage: true });
      const [bill] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download bill' }).click(),
      ]);
      expect(bill.suggestedFilename()).toBe(`${billNumber.replaceAll('/', '-')}.pdf`);

      // The accountant's register for this month, from the orders page.
      await admin.goto(`${BASE}/dashboard/orders`);
      const [register] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download register' }).click(),
      ]);
      expect(register.suggestedFilename()).toMatch(/^bills-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await saved(register)).toString('utf8');
      expect(csv.startsWith('\uFEFF"number","date","buyer","state"')).toBe(true);
      expect(csv).toContain(`"${billNumber}"`);
      expect(csv).toContain(`"${HINDI_NAME}","उत्तर प्रदेश"`);
    } finally {
      await context.close();
    }
  });
});
