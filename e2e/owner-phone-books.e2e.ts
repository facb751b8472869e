import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, ownerLogin, useBrowser } from './support/browser';
import { E2E_OWNER } from './support/owner';
import { sidewaysOverflow } from './support/phone-checks';

// On a 390 × 844 phone: Manage Books as cards whose − / + save the stock,
// the overview opening with today's queue, and the owner's area installable (its manifest as
// Chromium reads it). Screenshots in artifacts/owner-phone/.

const SHOTS = join(__dirname, '..', 'artifacts', 'owner-phone');
const PHONE = { width: 390, height: 844 };

const session = useBrowser({ width: PHONE.width });

beforeAll(async () => {
  const { resetAndSeed } = await import('../tests/support/emulators');
  const { upsertAdmin } = await import('../functions/src/services/owners/admins');
  await resetAndSeed();
  await upsertAdmin(E2E_OWNER.username, E2E_OWNER.password);
  mkdirSync(SHOTS, { recursive: true });
});

beforeEach(async () => {
  await session.page.setViewportSize(PHONE);
});

/** Nothing on the page is wider than the phone. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await sidewaysOverflow(page), page.url()).toBeLessThanOrEqual(0);
}

/** Every button, link and field in `area` is at least 44 × 44 px. */
async function expectTapTargets(area: Locator) {
  const targets = area.locator('button, a[href], input, select');
  const count = await targets.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    const box = await target.boundingBox();
    const name = `${await target.evaluate((element) => element.outerHTML.slice(0, 80))}`;
    expect(box, name).not.toBeNull();
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
  }
}

describe('Manage Books on a phone', () => {
  it('shows cards; + twice and − once save the stock, which survives a reload', async () => {
    const { page } = session;
    const book = SEED_BOOKS[0]!;
    await ownerLogin(page);
    await page.goto(`${BASE}/dashboard/manage-books?q=${encodeURIComponent(book.title)}`);
    const card = page.getByRole('listitem', { name: book.title });
    await card.waitFor();
    expect(await page.locator('table').count()).toBe(0);
    const field = card.getByRole('spinbutton', { name: `Stock of ${book.title}` });
    const before = Number(await field.inputValue());

    const saves: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/books/edit/'))
        saves.push((request.postDataJSON() as { stock: number }).stock);
    });
    await card.getByRole('button', { name: `One copy more of ${book.title}` }).click();
    await card.getByRole('button', { name: `One copy more of ${book.title}` }).click();
    await card.getByRole('button', { name: `One copy fewer of ${book.title}` }).click();
    await expect.poll(() => field.inputValue()).toBe(String(before + 1));
    await card.getByRole('status').waitFor({ state: 'detached' });
    // Each tap's stock or the latest: whatever the timing, the last save is the stock on screen.
    expect(saves.at(-1)).toBe(before + 1);

    await expectNoSidewaysScroll(page);
    await expectTapTargets(card);
    await page.screenshot({ path: join(SHOTS, 'books-cards.png') });

    await page.reload();
    const again = page.getByRole('listitem', { name: book.title }).getByRole('spinbutton', { name: /^Stock of/ });
    await expect.poll(() => again.inputValue()).toBe(String(before + 1));
    expect(await page.locator('table').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'books-after-reload.png'), fullPage: true });
  });

  it('the whole first page of books: no sideways scroll, every card control 44 px', async () => {
    const { page } = session;
    await ownerLogin(page);
    await page.goto(`${BASE}/dashboard/manage-books`);
    const cards = page.getByTestId('book-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(20);
    await expectNoSidewaysScroll(page);
    for (const card of (await cards.all()).slice(0, 5)) await expectTapTargets(card);
    await page.screenshot({ path: join(SHOTS, 'books-list.png'), fullPage: true });
  });
});

describe('the overview on a phone', () => {
  it('opens with today’s queue, above the setup card and the figures', async () => {
    const { page } = session;
    await ownerLogin(page);
    const queue = page.getByRole('region', { name: 'Today’s queue' });
    await queue.waitFor();
    // Right under the page's heading, and on the first screen.
    expect(
      await queue.evaluate((section) => section.previousElementSibling?.matches('h1#overview-heading') ?? false),
    ).toBe(true);
    const queueTop = (await queue.boundingBox())!.y;
    expect(queueTop).toBeLessThan(PHONE.height / 2);
    expect(queueTop).toBeLessThan((await page.getByTestId('stat-products').boundingBox())!.y);
    expect(queueTop).toBeLessThan((await page.getByTestId('shop-setup').boundingBox())!.y);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: join(SHOTS, 'overview-first-screen.png') });
  });
});

/** The manifest as Chromium found and parsed it for the page on screen (DevTools' Application panel). */
async function appManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const found = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: Array<{ message: string; critical: number }>;
    data?: string;
    parsed?: { scope: string };
  };
  await cdp.detach();
  return found;
}

describe('the owner’s area on the home screen', () => {
  it('the sign-in and the dashboard name the manifest; Chromium reads it without a complaint', async () => {
    const { page } = session;
    await page.goto(`${BASE}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard Login' }).waitFor();
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/api/owner-app.webmanifest');
    // Fetched from the owner's page, as the browser does.
    const fetched = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> };
    }, href!);
    expect(fetched.type).toBe('application/manifest+json; charset=utf-8');
    expect(fetched.body).toMatchObject({
      name: 'Book Store – Owner',
      short_name: 'Book Store',
      start_url: '/dashboard',
      scope: '/dashboard',
      display: 'standalone',
    });

    await ownerLogin(page);
    const manifest = await appManifest(page);
    expect(manifest.url).toBe(`${BASE}/api/owner-app.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(manifest.parsed?.scope).toBe(`${BASE}/dashboard`);
    expect(JSON.parse(manifest.data!)).toMatchObject({ start_url: '/dashboard', scope: '/dashboard' });
    // Every icon it names is served as a PNG.
    for (const icon of JSON.parse(manifest.data!).icons as Array<{ src: string }>) {
      const response = await page.request.get(`${BASE}${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#1e3a5f');
    await page.screenshot({ path: join(SHOTS, 'overview-installable.png') });
  });

  it('every page the owner’s menu and cards lead to is within the scope (an installed app keeps them in its window)', async () => {
    const { page } = session;
    await ownerLogin(page);
    const scope = (await appManifest(page)).parsed!.scope;
    // Chromium's "within scope" is a prefix of the URL.
    expect(page.url().startsWith(scope), page.url()).toBe(true);
    await page.goto(`${BASE}/dashboard/manage-books`);
    await page.getByTestId('book-card').first().waitFor();
    const hrefs = await page
      .locator('nav[aria-label="Admin"] a[href], [data-testid="book-card"] a[href]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs.length).toBeGreaterThan(6);
    for (const href of hrefs) expect(href.startsWith(scope), href).toBe(true);
    // The storefront is not: it opens in the browser.
    expect(`${BASE}/`.startsWith(scope)).toBe(false);
  });

  it('a scope "/dashboard/" with the start "/dashboard" would cost the scope: Chromium drops it for the whole site', async () => {
    const { page } = session;
    // The same manifest with the scope "/dashboard/", answered in place of the API's.
    await page.route('**/api/owner-app.webmanifest', async (route) => {
      const response = await route.fetch();
      const body = { ...(await response.json()), scope: '/dashboard/' };
      await route.fulfill({ response, body: JSON.stringify(body) });
    });
    await ownerLogin(page);
    const manifest = await appManifest(page);
    expect(manifest.errors.map((error) => error.message).join(' ')).toMatch(/scope/i);
    expect(manifest.parsed?.scope).toBe(`${BASE}/`);
  });

  it('no storefront page names a manifest', async () => {
    const { page } = session;
    for (const path of ['/', `/books/${SEED_BOOKS[0]!.slug}`, '/cart']) {
      await page.goto(`${BASE}${path}`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="manifest"]').count(), path).toBe(0);
      expect((await appManifest(page)).url, path).toBe('');
    }
  });
});
