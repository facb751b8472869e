import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, hydrated, refusedLoad, useBrowser } from './support/browser';

// The storefront's first HTML is rendered on the server, then hydrated. A hydration
// mismatch is a console error, which fails every test here (support/browser.ts).

const session = useBrowser({ width: 412 });
const book = SEED_BOOKS[4]!;

/** The /api requests a page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

describe('hydration', () => {
  it('a book page hydrates without asking again for the book it was served with, and then works', async () => {
    const { page } = session;
    const requests = apiRequests(page);
    await page.goto(`${BASE}/books/${book.slug}`);
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(book.title);
    await page.waitForLoadState('networkidle');
    // The book and its rating came with the page; only the reviews' list, below, asks when it nears the screen.
    expect(requests.filter((path) => path.split('?')[0] === `/api/books/${book.slug}`)).toEqual([]);
    await page.getByRole('button', { name: `Add to Cart: ${book.title}` }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
  });

  it('the home page hydrates without asking again for its catalog', async () => {
    const { page } = session;
    const requests = apiRequests(page);
    await page.goto(BASE);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.startsWith('/api/catalog/home') || path === '/api/news')).toEqual([]);
    await page.getByRole('link', { name: 'Book Store home' }).waitFor();
  });

  it('a cart kept in the browser shows in the header right after hydration, with no mismatch', async () => {
    const { page } = session;
    await page.goto(`${BASE}/books/${book.slug}`);
    await hydrated(page);
    await page.getByRole('button', { name: `Add to Cart: ${book.title}` }).click();
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
    // Served with an empty cart (the server has no local storage); filled in once hydrated.
    const served = await (await fetch(`${BASE}/`)).text();
    expect(served).toContain('<span data-testid="cart-count">0</span>');
    await page.goto(BASE);
    await hydrated(page);
    await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
  });
});

// Each served page, opened by its address as a shopper or a shared link opens it. A
// Content-Security-Policy refusal (an inline script React added) and a React error (a boundary
// the server could not finish, #419) are console errors, which fail the test.
describe('every served page, loaded by its URL, runs and hydrates with no error', () => {
  it.each([
    ['home', '/', 200],
    ['a book', `/books/${book.slug}`, 200],
    ['a search with results (a long page)', '/search?q=the', 200],
    ['a search without results', '/search?q=zzzz', 200],
    // A seeded Hindi classic (Devanagari), found from Latin letters, and the closest titles.
    ['a book in Devanagari', '/books/godan', 200],
    ['a search in Latin letters for a Devanagari title', '/search?q=godan', 200],
    ['a search that offers the closest titles', '/search?q=lean%20ledger%20zzqx', 200],
    ['an info page', '/info/about', 200],
    ['not found', '/no/such/page', 404],
  ])('%s: %s', async (_what, path, status) => {
    const { page } = session;
    if (status === 404) session.allowErrors(refusedLoad(404, path));
    const response = await page.goto(`${BASE}${path}`);
    expect(response?.status()).toBe(status);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  });
});

describe('without JavaScript', () => {
  it('the home page shows its headings and first books, and a book link is a plain link', async () => {
    const context = await session.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
    const page = await context.newPage();
    await page.goto(BASE);
    for (const name of ['New Releases This Week', 'Top Sellers', 'Recommended for you'])
      await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(1);
    const covers = page.locator('main a[href^="/books/"] img');
    expect(await covers.count()).toBeGreaterThanOrEqual(3);
    // The middle of the banner's three fanned covers lies on top of the others.
    const link = page.locator('main a[href^="/books/"]').nth(1);
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${BASE}${href}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });

  it('a book page shows the cover, title, author, description and both prices', async () => {
    const context = await session.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${BASE}/books/${book.slug}`);
    expect(response?.status()).toBe(200);
    const main = page.locator('main');
    expect(await main.getByRole('heading', { level: 1 }).innerText()).toBe(book.title);
    const cover = main.getByRole('img', { name: `Cover of ${book.title}` });
    // Loaded, not just present.
    await expect.poll(() => cover.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const text = await main.innerText();
    expect(text).toContain(book.author);
    expect(text).toContain(book.description);
    expect(text).toContain(`₹${book.newPrice.toFixed(2)}`);
    expect(text).toContain(`₹${book.oldPrice.toFixed(2)}`);
  });

  it('what needs the app waits for it, disabled, while a served page has no JavaScript', async () => {
    const context = await session.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE}/books/${book.slug}`);
    // A tap before the app is live would be lost; the search form is a real form and works
    // without it, and the footer (with the newsletter box) only comes with the app.
    expect(await page.getByRole('button', { name: `Add to Cart: ${book.title}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Subscribe' }).count()).toBe(0);
    await page.goto(BASE);
    expect(await page.getByRole('combobox', { name: 'Filter by genre' }).isDisabled()).toBe(true);
  });

  it('an unknown book is the not-found page, with status 404', async () => {
    const context = await session.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    session.allowErrors(/status of 404/);
    const response = await page.goto(`${BASE}/books/no-such-book`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('404: Page not found');
  });
});
