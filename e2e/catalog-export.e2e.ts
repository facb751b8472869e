import { storeDay, storeYear } from '@bookstore/domain';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, ownerLogin, useBrowser } from './support/browser';

const session = useBrowser();

const BOM = '\uFEFF';
const BOOKS_HEADER =
  '"isbn","title","author","description","category","trending","oldPrice","newPrice","stock","coverImage","id"';
const ORDERS_HEADER =
  '"orderId","date","status","customer","email","city","state","zipcode","book","quantity","price","lineTotal",' +
  '"orderNumber","payment","subtotal","shipping","codFee","orderTotal","refundOwed","refunded","refundOutstanding","cancelReason","cancelNote","returnedCopies","returnRequests"';

/** Clicks the button and answers the download it starts, with the saved file's text (BOM kept). */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(await download.path()));
  return { download, text };
}

async function openAdminPage(page: Page, link: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: link }).click();
  await page.waitForURL(`${BASE}${path}`);
}

describe('12. the owner exports the catalog and the orders', () => {
  it('downloads every book from Manage Books, and a range of orders from Orders', async () => {
    const { page } = session;
    await ownerLogin(page);

    await openAdminPage(page, 'Manage Books', '/dashboard/manage-books');
    const exportBooks = page.getByRole('button', { name: 'Export CSV' });
    const books = await downloadFrom(page, () => exportBooks.click());
    expect(books.download.suggestedFilename()).toBe(`books-${storeDay()}.csv`);
    expect(books.text.startsWith(`${BOM}${BOOKS_HEADER}\r\n`)).toBe(true);
    // A seeded title without quotes of its own, as its cell is written.
    const seeded = SEED_BOOKS.find((book) => !book.title.includes('"'))!;
    expect(books.text).toContain(`,"${seeded.title}",`);
    await expect.poll(() => exportBooks.isEnabled()).toBe(true);

    await openAdminPage(page, 'Orders', '/dashboard/orders');
    const range = page.getByRole('form', { name: 'Export orders' });
    // The form checks the range with the API's schema before asking for anything.
    await range.getByLabel('From').fill(storeDay());
    await range.getByLabel('To').fill(`${storeYear() - 1}-12-31`);
    await range.getByRole('button', { name: 'Export CSV' }).click();
    await range.getByText('The To date must not be before the From date.').waitFor();

    await range.getByLabel('From').fill(`${storeYear()}-01-01`);
    await range.getByLabel('To').fill(storeDay());
    const orders = await downloadFrom(page, () => range.getByRole('button', { name: 'Export CSV' }).click());
    expect(orders.download.suggestedFilename()).toBe(`orders-${storeYear()}-01-01-to-${storeDay()}.csv`);
    expect(orders.text.startsWith(`${BOM}${ORDERS_HEADER}\r\n`)).toBe(true);
  });
});
