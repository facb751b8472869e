import { describe, expect, it } from 'vitest';
import { BASE, fillCheckout, loginAsNewCustomer, ownerLogin, useBrowser } from './support/browser';
import { SEED_BOOKS } from '../seed/catalog';

// Chromium logs the refused admin call of journey 8 (a 401) as a console error; that refusal is the point.
const session = useBrowser({ allowErrors: [/status of 401 \(Unauthorized\)/] });


/** A real PNG: a screenshot of a coloured block rendered by the browser itself. */
async function coverPng(page: typeof session.page): Promise<Buffer> {
  await page.setContent('<div style="width:300px;height:450px;background:linear-gradient(#0a7,#036)"></div>');
  return page.locator('div').screenshot();
}

describe('7. the owner’s day', () => {
  it('sees real totals, adds a book with an uploaded cover, edits its price, deletes it, logs out', async () => {
    const { page } = session;
    // A sale to count: placed through the storefront like any other.
    const shopper = await session.context.browser()!.newContext();
    const shop = await shopper.newPage();
    await loginAsNewCustomer(shop);
    await shop.goto(`${BASE}/books/${SEED_BOOKS[2]!.slug}`);
    await shop.getByRole('button', { name: `Add to Cart: ${SEED_BOOKS[2]!.title}` }).click();
    await shop.goto(`${BASE}/checkout`);
    await fillCheckout(shop);
    await shop.getByLabel(/I agree to the/).check();
    await shop.getByRole('button', { name: 'Place an Order' }).click();
    await shop.getByText('Confirmed Order').waitFor();
    await shopper.close();

    const png = await coverPng(page);
    await ownerLogin(page);
    const catalog = (await (await fetch(`${BASE}/api/books`)).json()) as unknown[];
    expect(await page.getByTestId('stat-products').innerText()).toBe(String(catalog.length));
    const orders = Number(await page.getByTestId('stat-orders').innerText());
    expect(orders).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('stat-sales').innerText()).not.toBe('₹0.00');
    // The chart puts this month's sales on this month (the chart's figures are also a table).
    const month = new Date().toLocaleString('en-US', { month: 'short', timeZone: 'Asia/Kolkata' });
    const cells = page.getByTestId('revenue-table').locator('tbody tr');
    await cells.first().waitFor({ state: 'attached' });
    const rows = await cells.evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
    for (const [label, value] of rows) {
      if (label === month) expect(value).toBe(await page.getByTestId('stat-sales').innerText());
    }
    expect(rows.some(([label]) => label === month)).toBe(true);

    await page.getByRole('link', { name: 'Add New Book' }).click();
    await page.getByLabel('Book Number').fill('978-0-306-40615-7');
    await page.getByLabel('Title').fill('The Owner’s Test Book');
    await page.getByLabel('Description').fill('Added by the end-to-end journey.');
    await page.getByLabel('Author').fill('E2E Author');
    await page.getByLabel('Category').selectOption({ label: 'Science' });
    await page.getByLabel('Old Price (₹)').fill('500');
    await page.getByLabel('New Price (₹)').fill('450');
    await page.getByLabel('Stock').fill('2');
    await page.getByLabel('Upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Selected: cover.png').waitFor();
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Book added').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${BASE}/dashboard/manage-books`);
    const row = page.getByTestId('book-row').filter({ hasText: 'The Owner’s Test Book' });
    await row.waitFor();

    const shopView = await session.context.newPage();
    await shopView.goto(`${BASE}/search?q=Owner%E2%80%99s%20Test`);
    const cover = shopView.locator('img[alt="Cover of The Owner’s Test Book"]');
    const src = await cover.getAttribute('src');
    expect(src).toMatch(/^\/api\/covers\/[a-f0-9]{64}$/);
    await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await row.getByRole('link', { name: /Edit/ }).click();
    await page.getByLabel('New Price (₹)').fill('399.5');
    await page.getByRole('button', { name: 'Update Book' }).click();
    await page.getByText('Book Updated').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await shopView.reload();
    await shopView.getByText('₹399.50').waitFor();

    await page.goto(`${BASE}/dashboard/manage-books`);
    await page.getByTestId('book-row').filter({ hasText: 'The Owner’s Test Book' }).getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Book Deleted').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await shopView.reload();
    await shopView.getByText('No books match').waitFor();

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('8. an expired or forged admin session', () => {
  it.each([
    ['saved more than 60 minutes ago', () => localStorage.setItem('tokenSavedAt', String(Date.now() - 61 * 60 * 1000))],
    ['garbage in place of the token', () => localStorage.setItem('token', 'garbage.garbage.garbage')],
  ])('sends every admin page to /admin when the token was %s', async (_what, tamper) => {
    const { page } = session;
    await ownerLogin(page);
    await page.evaluate(tamper);
    for (const path of ['/dashboard', '/dashboard/manage-books', '/dashboard/add-new-book', `/dashboard/edit-book/${SEED_BOOKS[0]!.slug}`]) {
      await page.goto(`${BASE}${path}`);
      await page.waitForURL(`${BASE}/admin`);
    }
  });
});
