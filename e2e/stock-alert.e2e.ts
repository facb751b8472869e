import { join } from 'node:path';
import type { Book } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { waitForLinks } from '../scripts/lib/mail-catcher';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall, ownerToken } from './support/admin-api';
import { BASE, useBrowser } from './support/browser';

// "Tell me when it's back" in Chromium at 375 px, with the e-mails the store really
// sent, read from the local catcher (maildev): a shopper asks on a sold-out book's page and
// confirms by the link, the owner restocks, and the alert's link opens the book.

const session = useBrowser({ width: 375 });
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
const BOOK = SEED_BOOKS[SEED_BOOKS.length - 1]!;

/**
 * The owner's edit form's save: the book as stored, with a new stock over the one it was loaded
 * with. Answers the stock it had.
 */
async function ownerSetsStock(token: string, stock: number): Promise<number> {
  const book = (await (await apiCall('GET', `/books/${BOOK.slug}`, undefined, token)).json()) as Book;
  const { ISBN, title, description, author, category, trending, oldPrice, newPrice, coverImage } = book;
  const body = { ISBN, title, description, author, category, trending, oldPrice, newPrice, coverImage };
  const saved = await apiCall('PUT', `/books/edit/${BOOK.slug}`, { ...body, stock, expectedStock: book.stock }, token);
  if (!saved.ok) throw new Error(`Setting the stock failed: ${saved.status} ${await saved.text()}`);
  return book.stock;
}

describe('a back-in-stock alert', () => {
  it('asked for on a sold-out book, confirmed by its link, arrives when the owner restocks and opens the book', async () => {
    const { page } = session;
    const owner = await ownerToken();
    const email = `e2e-alert-${Date.now()}@example.com`;
    // The files after this one find the book as the seed left it.
    const seeded = await ownerSetsStock(owner, 0);
    try {
      await page.goto(`${BASE}/books/${BOOK.slug}`);
      const form = page.getByRole('region', { name: 'Email me when it’s back' });
      await form.getByLabel('Your e-mail').fill(email);
      await form.getByRole('button', { name: 'Email me when it’s back' }).click();
      await expect.poll(() => page.getByTestId('stock-alert-done').innerText()).toContain(`sent a link to ${email}`);
      await page.screenshot({ path: join(SHOTS, 'stock-alert-asked-375.png'), fullPage: true });

      const [confirmLink] = (await waitForLinks(email, `${BASE}/stock-alerts/confirm?token=`)).links;
      await page.goto(confirmLink!.href);
      await page.getByRole('button', { name: 'Confirm alert' }).click();
      await expect.poll(() => page.locator('main').getByRole('status').innerText()).toContain('We will e-mail');
      await page.screenshot({ path: join(SHOTS, 'stock-alert-confirmed-375.png'), fullPage: true });

      await ownerSetsStock(owner, 1);
      const { links, mails } = await waitForLinks(email, `${BASE}/books/`);
      expect(mails[0]!.subject).toBe(`${BOOK.title} is back in stock`);
      expect(mails[0]!.text).toMatch(/first come, first served/);
      await page.goto(links[0]!.href);
      await page.getByRole('heading', { name: BOOK.title, level: 1 }).waitFor();
      await expect.poll(() => page.getByRole('region', { name: 'Email me when it’s back' }).count()).toBe(0);
      await page.screenshot({ path: join(SHOTS, 'stock-alert-book-back-375.png'), fullPage: true });
    } finally {
      await ownerSetsStock(owner, seeded);
    }
  });
});
