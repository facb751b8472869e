import {
  ADMIN_TOKEN_TTL_SECONDS,
  CATALOG_PAGE_SIZE,
  formatRupees,
  pageCount,
  storeMonth,
  type AdminStats,
  type AdminStoreSettings,
  type Book,
  type Order,
} from '@bookstore/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { COVER_WIDTH } from '@web/features/admin/catalog/components/cover-image';
import { MONTH_LABELS } from '@web/features/admin/statistics/components/monthly-revenue';
import { adminStats, apiCall, ownerToken } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  ownerLogin,
  placeOrder,
  refusedLoad,
  useBrowser,
} from './support/browser';
import { E2E_OWNER } from './support/owner';

const session = useBrowser();

/** A real PNG of the given size, drawn on a canvas by the browser itself. */
async function coverPng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0a7');
      gradient.addColorStop(1, '#036');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/**
 * Ships the shopper's one order, which issues its bill, with the shop's legal name and address
 * (a bill carries them) saved for the while and the shop's settings put back after.
 */
async function shipWithBill(token: string, email: string): Promise<void> {
  const { settings } = (await (await apiCall('GET', '/admin/settings', undefined, token)).json()) as AdminStoreSettings;
  const details = { legalName: 'Book Nook Traders', address: '4 Park Street, Kolkata 700016' };
  expect((await apiCall('PUT', '/admin/settings', { ...settings, ...details }, token)).status).toBe(200);
  try {
    const list = await apiCall('GET', `/admin/orders?email=${encodeURIComponent(email)}`, undefined, token);
    const { orders } = (await list.json()) as { orders: Order[] };
    expect(orders).toHaveLength(1);
    for (const status of ['confirmed', 'shipped'])
      expect((await apiCall('PATCH', `/admin/orders/${orders[0]!._id}/status`, { status }, token)).status).toBe(200);
  } finally {
    expect((await apiCall('PUT', '/admin/settings', settings, token)).status).toBe(200);
  }
}

const salesIn = (stats: AdminStats, month: string) => stats.monthlySales.find((m) => m._id === month)?.totalSales ?? 0;

describe('7. the owner’s day', () => {
  it('sees real totals, adds a book with an uploaded cover, edits its price, deletes it, logs out', async () => {
    const { page } = session;
    const sold = SEED_BOOKS[2]!;
    // The figures before this journey's own sale (test files run one at a time, so nothing
    // else places orders meanwhile).
    const token = await ownerToken();
    const before = await adminStats(token);
    const month = storeMonth();

    // A sale to count: placed through the storefront like any other, by a second person, and
    // shipped, which issues its bill: the figures count the bill (decision 051).
    const shop = await (await session.newContext()).newPage();
    const shopper = await loginAsNewCustomer(shop);
    await addToCart(shop, sold);
    await placeOrder(shop);
    await shop.getByRole('button', { name: 'OK' }).click();
    await shop.waitForURL(`${BASE}/orders`);
    const total = sold.newPrice;
    expect(await shop.getByTestId('order').innerText()).toContain(formatRupees(total));
    await shipWithBill(token, shopper);

    await ownerLogin(page);
    // The header names the owner as the login answered.
    await page.getByText(E2E_OWNER.username, { exact: true }).waitFor();
    const catalog = (await (await fetch(`${BASE}/api/books`)).json()) as Book[];
    const after = await adminStats(token);
    expect(await page.getByTestId('stat-orders').innerText()).toBe(String(before.totalOrders + 1));
    expect(await page.getByTestId('stat-sales').innerText()).toBe(formatRupees(before.totalSales + total));
    expect(await page.getByTestId('stat-products').innerText()).toBe(String(catalog.length));
    expect(await page.getByTestId('stat-trending').innerText()).toBe(String(after.trendingBooks.length));
    expect(after.trendingBooks.length).toBe(catalog.filter((book) => book.trending).length);
    // The chart files the sale under this month (its figures are also an accessible table).
    const label = MONTH_LABELS[Number(month.slice(5)) - 1]!;
    const rows = page.getByTestId('revenue-table').locator('tbody tr');
    await rows.first().waitFor({ state: 'attached' });
    const chart = await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]),
    );
    expect(chart.find(([name]) => name === label)?.[1]).toBe(formatRupees(salesIn(before, month) + total));

    // A cover larger than the stored width, so the browser resizes it before the upload.
    const png = await coverPng(page, COVER_WIDTH * 2, COVER_WIDTH * 3);
    await page.getByRole('link', { name: 'Add New Book' }).click();
    await page.getByLabel('Book Number').fill('978-0-306-40615-7');
    await page.getByLabel('Title').fill('The Owner’s Test Book');
    await page.getByLabel('Description').fill('Added by the end-to-end journey.');
    await page.getByLabel('Author').fill('E2E Author');
    // The form offers the specification's 22 genres.
    await page.getByLabel('Category').selectOption({ label: 'Arts & Photography' });
    await page.getByLabel('Old Price (₹)').fill('500');
    await page.getByLabel('New Price (₹)').fill('450');
    await page.getByLabel('Stock').fill('2');
    await page.getByLabel('Upload an image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Selected: cover.png').waitFor();
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Book added', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${BASE}/dashboard/manage-books`);
    const row = page.getByTestId('book-row').filter({ hasText: 'The Owner’s Test Book' });
    await row.waitFor();
    expect(await row.locator('td').nth(2).innerText()).toBe('Arts & Photography');
    const id = decodeURIComponent(
      (await row.getByRole('link', { name: /Edit/ }).getAttribute('href'))!.replace('/dashboard/edit-book/', ''),
    );

    const shopView = await session.context.newPage();
    await shopView.goto(`${BASE}/search?q=Owner%E2%80%99s%20Test`);
    const cover = shopView.locator('img[alt="Cover of The Owner’s Test Book"]');
    expect(await cover.getAttribute('src')).toMatch(/^\/api\/covers\/[a-f0-9]{64}$/);
    const size = () =>
      cover.evaluate((img: HTMLImageElement) => (img.complete ? [img.naturalWidth, img.naturalHeight] : []));
    await expect.poll(size, { timeout: 10_000 }).toEqual([COVER_WIDTH, COVER_WIDTH * 1.5]);
    await shopView.goto(`${BASE}/books/${id}`);
    await shopView.getByRole('heading', { level: 1, name: 'The Owner’s Test Book', exact: true }).waitFor();
    await shopView.getByText('Category: Arts & Photography').waitFor();
    const onHome = shopView.locator(`a[href="/books/${id}"]`);
    await shopView.goto(BASE);
    await onHome.first().waitFor({ state: 'attached' });

    // Manage Books pages on the server, 20 at a time, newest (this book) first.
    const listed = catalog.length + 1;
    expect(await page.getByTestId('book-total').innerText()).toBe(`${listed} books`);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    expect(await pages.getByText(/^Page /).innerText()).toBe(`Page 1 of ${pageCount({ total: listed, pageSize: 20 })}`);
    expect(await page.getByTestId('book-row').count()).toBe(Math.min(20, listed));
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${BASE}/dashboard/manage-books?page=2`);
    await expect.poll(() => page.getByTestId('book-row').first().locator('td').first().innerText()).toBe('21');
    expect(await row.count()).toBe(0);

    // Found by a piece of its ISBN (978-0-306-40615-7) with the hyphens elsewhere, from any page, and opened.
    await page.getByLabel('Search books').pressSequentially('03-0640-61', { delay: 40 });
    await page.waitForURL(`${BASE}/dashboard/manage-books?q=03-0640-61`);
    await page.getByRole('heading', { name: 'All Books matching “03-0640-61”' }).waitFor();
    await expect.poll(() => page.getByTestId('book-total').innerText()).toBe('1 book');
    expect(await page.getByTestId('book-row').count()).toBe(1);
    await row.getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(`${BASE}/dashboard/edit-book/${encodeURIComponent(id)}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('The Owner’s Test Book');
    await page.getByLabel('New Price (₹)').fill('399.5');
    await page.getByRole('button', { name: 'Update Book' }).click();
    await page.getByText('Book Updated', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await shopView.goto(`${BASE}/search?q=Owner%E2%80%99s%20Test`);
    await shopView.getByText('₹399.50').waitFor();

    await page.goto(`${BASE}/dashboard/manage-books`);
    await page
      .getByTestId('book-row')
      .filter({ hasText: 'The Owner’s Test Book' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Book Deleted', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await shopView.reload();
    await shopView.getByText('No books match “Owner’s Test”.', { exact: true }).waitFor();
    // Its page is now the not-found page, served with 404 (which Chromium logs).
    session.allowErrors(refusedLoad(404, `/books/${id}`));
    const gone = await shopView.goto(`${BASE}/books/${id}`);
    expect(gone?.status()).toBe(404);
    await shopView.getByRole('heading', { level: 1, name: '404: Page not found' }).waitFor();
    expect(await shopView.getByRole('heading', { level: 1, name: 'The Owner’s Test Book' }).count()).toBe(0);
    // Home's lists (the banner's newest books, where it was, and Top Sellers' first page) no longer show it.
    await shopView.goto(BASE);
    const remaining = (await (await fetch(`${BASE}/api/books`)).json()) as Book[];
    const topSellers = shopView.locator('section', { has: shopView.getByRole('heading', { name: 'Top Sellers' }) });
    await topSellers.scrollIntoViewIfNeeded();
    await expect
      .poll(() => topSellers.getByTestId('book-card').count(), { timeout: 10_000 })
      .toBe(Math.min(remaining.length, CATALOG_PAGE_SIZE));
    expect(remaining.some((book) => book._id === id)).toBe(false);
    expect(await onHome.count()).toBe(0);

    const ended = await page.evaluate(() => localStorage.getItem('token'));
    expect((await fetch(`${BASE}/api/admin`, { headers: { authorization: `Bearer ${ended}` } })).status).toBe(200);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${BASE}/`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Logging out ended the token on the server too, not just in this browser.
    await expect
      .poll(async () => (await fetch(`${BASE}/api/admin`, { headers: { authorization: `Bearer ${ended}` } })).status)
      .toBe(401);
  });
});

describe('8. an expired or forged admin session', () => {
  let orderId: string;
  beforeAll(async () => {
    // A real order, so its admin page renders for a valid session.
    const { createCustomer } = await import('../tests/support/emulators');
    const { orderFor } = await import('../tests/support/orders');
    const customer = await createCustomer();
    const response = await fetch(`${BASE}/api/orders/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify(orderFor(customer)),
    });
    expect(response.status).toBe(201);
    orderId = ((await response.json()) as Order)._id;
  });

  const adminPaths = () => [
    '/dashboard',
    '/dashboard/manage-books',
    '/dashboard/add-new-book',
    `/dashboard/edit-book/${SEED_BOOKS[0]!.slug}`,
    '/dashboard/orders',
    `/dashboard/orders/${orderId}`,
  ];
  const saveSession = (token: string, savedAt: number) =>
    `localStorage.setItem('token', ${JSON.stringify(token)}); localStorage.setItem('tokenSavedAt', '${savedAt}');`;

  it.each([
    [
      'saved more than 60 minutes ago',
      false,
      (token: string) => saveSession(token, Date.now() - (ADMIN_TOKEN_TTL_SECONDS + 60) * 1000),
    ],
    ['garbage in place of the token', true, () => saveSession('garbage.garbage.garbage', Date.now())],
  ])('sends every admin page to /admin when the token was %s', async (_what, refusedByApi, tamper) => {
    const { page } = session;
    // Chromium logs the API's refusal of the forged token (a 401) as a console error; that refusal is the point.
    if (refusedByApi) session.allowErrors(refusedLoad(401, '/api/admin'));
    await ownerLogin(page);
    const token = (await page.evaluate(() => localStorage.getItem('token')))!;
    for (const path of adminPaths()) {
      // The app ends the session on each refusal, so every visit starts from a good session:
      // first shown to open the page, then tampered with.
      await page.evaluate(saveSession(token, Date.now()));
      await page.goto(`${BASE}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(page.url()).toBe(`${BASE}${path}`);

      await page.evaluate(tamper(token));
      await page.goto(`${BASE}${path}`);
      await page.waitForURL(`${BASE}/admin`);
      await page.getByLabel('Username').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }
  });
});

describe('10. the owner stops an abuser', () => {
  // Books no other journey buys, one per order, so the restock is this journey's alone.
  const held = [SEED_BOOKS[13]!, SEED_BOOKS[14]!, SEED_BOOKS[15]!];
  const stockOf = async (slug: string) => (await import('../tests/support/stock')).stockOf(slug);
  const stocks = () => Promise.all(held.map((book) => stockOf(book.slug)));
  const ordersAs = (idToken: string, email: string) =>
    fetch(`${BASE}/api/orders/email/${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${idToken}` } });

  it('filters the orders by the customer’s e-mail, cancels all their open orders at once, blocks and unblocks them', async () => {
    const { page } = session;
    const { createCustomer, signIn } = await import('../tests/support/emulators');
    const { orderFor } = await import('../tests/support/orders');
    const customer = await createCustomer();
    const token = await ownerToken();
    const [stockBefore, statsBefore] = [await stocks(), await adminStats(token)];
    for (const [index, book] of held.entries()) {
      const quantity = index === 0 ? 2 : 1;
      const placed = await fetch(`${BASE}/api/orders/create-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
        body: JSON.stringify(
          orderFor(customer, {
            products: [{ productId: book.slug, quantity }],
            totalPrice: book.newPrice * quantity,
          }),
        ),
      });
      expect(placed.status).toBe(201);
    }
    expect(await stocks()).toEqual(stockBefore.map((stock, index) => stock - (index === 0 ? 2 : 1)));

    await ownerLogin(page);
    await page.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByTestId('order-row').first().waitFor();
    // Typed as a person might: the shared schema trims and lower-cases it.
    await page.getByLabel('Customer e-mail').fill(` ${customer.email.toUpperCase()} `);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL(`${BASE}/dashboard/orders?email=${encodeURIComponent(customer.email)}`);
    const panel = page.getByTestId('customer-panel');
    const shows = (testId: string, text: string) =>
      panel
        .getByTestId(testId)
        .filter({ hasText: new RegExp(`^${text}$`) })
        .waitFor();
    await shows('customer-account', 'Active');
    await shows('customer-verified', 'Verified');
    await shows('customer-open-orders', '3');
    const rows = page.getByTestId('order-row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    for (const text of await rows.allInnerTexts()) expect(text).toContain(customer.email);

    // One confirmation, naming the count and the customer, for all three.
    await panel.getByRole('button', { name: 'Cancel all open orders' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Cancel 3 open orders of ${customer.email}?`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel 3 open orders' }).click();
    await page.getByText(`Cancelled 3 open orders of ${customer.email}.`).waitFor();
    await shows('customer-open-orders', '0');
    await rows.filter({ hasText: 'Cancelled' }).nth(2).waitFor();
    expect(await rows.filter({ hasText: 'Cancelled' }).count()).toBe(3);
    expect(await panel.getByRole('button', { name: 'Cancel all open orders' }).isDisabled()).toBe(true);
    // Every copy is back on the shelf; the three stay counted as placed, and with no bill among
    // them the sales are as before (decision 051).
    expect(await stocks()).toEqual(stockBefore);
    const statsAfter = await adminStats(token);
    expect([statsAfter.totalOrders, statsAfter.totalSales]).toEqual([
      statsBefore.totalOrders + 3,
      statsBefore.totalSales,
    ]);

    // Block: the customer's token, valid a moment ago, is refused on their very next request.
    expect((await ordersAs(customer.idToken, customer.email)).status).toBe(200);
    await panel.getByRole('button', { name: 'Block customer' }).click();
    await dialog.getByText('They are signed out at once and cannot sign in or place orders').waitFor();
    await dialog.getByRole('button', { name: 'Block customer' }).click();
    await shows('customer-account', 'Blocked');
    expect((await ordersAs(customer.idToken, customer.email)).status).toBe(403);

    // The page says the same after a reload: the address holds the e-mail.
    await page.reload();
    await shows('customer-account', 'Blocked');
    expect(await page.getByLabel('Customer e-mail').inputValue()).toBe(customer.email);

    await panel.getByRole('button', { name: 'Unblock customer' }).click();
    await dialog.getByText('They can sign in and place orders again.').waitFor();
    await dialog.getByRole('button', { name: 'Unblock customer' }).click();
    await shows('customer-account', 'Active');
    await panel.getByRole('button', { name: 'Block customer' }).waitFor();
    // Signing in again works; the session the block ended stays ended.
    const again = await signIn(customer.email);
    expect((await ordersAs(again.idToken, customer.email)).status).toBe(200);
    expect((await ordersAs(customer.idToken, customer.email)).status).toBe(401);
  });
});
