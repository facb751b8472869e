import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { addToCart, BASE, loginAsNewCustomer, ownerBrowser, placeOrder, useBrowser } from './support/browser';

// Complaints in Chromium: a shopper raises a complaint on an order, the owner answers it from
// the daily queue's ticket, and the shopper reads the answer on the ticket's page.
const session = useBrowser();
const book = SEED_BOOKS[30]!;
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');

describe('a complaint with a ticket number', () => {
  it('is raised on an order, answered by the owner, and the answer read by the shopper', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await placeOrder(page);

    await page.goto(`${BASE}/orders`);
    await page.getByRole('link', { name: 'Raise a complaint' }).first().click();
    await page.waitForURL(/\/complaints\/new\?order=/);
    await page.getByLabel('Subject').fill('The cover came torn <b>$&</b>');
    await page.getByLabel('What went wrong').fill('शिकायत: the cover is torn.');
    await page.getByRole('button', { name: 'Send complaint' }).click();
    const opened = page.getByTestId('complaint-opened');
    await opened.waitFor();
    const number = /T-\d+/.exec((await opened.textContent()) ?? '')![0];

    const owner = await ownerBrowser(session);
    try {
      await owner.page.getByTestId('queue-complaints').getByRole('link', { name: number }).click();
      await owner.page.waitForURL(`${BASE}/dashboard/complaints/${number}`);
      await owner.page.getByText('The cover came torn <b>$&</b>').waitFor();
      await owner.page.getByLabel(/Reply to the customer/).fill('Sorry! A new copy is on its way.');
      await owner.page.getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => owner.page.getByTestId('complaint-status').textContent()).toBe('Answered');

      // The month's grievance register carries the ticket, its subject as typed, and its reply.
      await owner.page.getByRole('link', { name: 'All complaints' }).click();
      const register = owner.page.getByRole('form', { name: 'Grievance register (CSV)' });
      const [download] = await Promise.all([
        owner.page.waitForEvent('download'),
        register.getByRole('button', { name: 'Download register' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^complaints-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      const line = csv.split('\r\n').find((each) => each.startsWith(`"${number}"`));
      expect(line).toContain('"The cover came torn <b>$&</b>","answered"');
      expect(line).toContain('"शिकायत: the cover is torn."');
    } finally {
      await owner.close();
    }

    await page.getByRole('link', { name: `See complaint ${number}` }).click();
    await page.waitForURL(`${BASE}/complaints/${number}`);
    await page.getByText('Sorry! A new copy is on its way.').waitFor();
    expect(await page.getByTestId('complaint-status').textContent()).toBe('Answered');
    expect(await page.getByTestId('complaint-message').count()).toBe(2);
    await expect.poll(() => page.getByText('शिकायत: the cover is torn.').count()).toBe(1);
    // The ticket's address, opened directly (a bookmark, the e-mail's link), shows the same thread.
    await page.goto(`${BASE}/complaints/${number}`);
    await page.getByText('Sorry! A new copy is on its way.').waitFor();
    expect(await page.getByTestId('complaint-status').textContent()).toBe('Answered');

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'complaint-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: join(SHOTS, 'complaint-375.png'), fullPage: true });
    expect(session.errors).toEqual([]);
  });
});
