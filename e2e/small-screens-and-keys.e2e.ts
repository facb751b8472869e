import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  ownerLogin,
  placeOrder,
  refusedLoad,
  useBrowser,
} from './support/browser';
import { sidewaysOverflow } from './support/phone-checks';

describe('the smallest supported phone (360 px)', () => {
  const session = useBrowser({ width: 360 });

  it('no page scrolls sideways: storefront, signed-in and owner pages', async () => {
    const { page } = session;
    const wide: string[] = [];
    const check = async (path: string, ready: () => Promise<unknown>, on: Page = page) => {
      await on.goto(`${BASE}${path}`);
      await ready();
      const overflow = await sidewaysOverflow(on);
      if (overflow > 0) wide.push(`${path}${on === page ? '' : ' (unverified customer)'}: ${overflow}px too wide`);
    };
    const heading = () => page.getByRole('heading', { level: 1 }).first().waitFor();

    await check('/', () => page.getByRole('heading', { name: 'Top Sellers' }).waitFor());
    await check(`/books/${SEED_BOOKS[0]!.slug}`, heading);
    await check(`/search?q=${encodeURIComponent(SEED_BOOKS[0]!.author)}`, heading);
    await check('/login', heading);
    await check('/register', heading);
    // The not-found page is served with its 404, which Chromium logs.
    session.allowErrors(refusedLoad(404, '/no/such/page'));
    await check('/no/such/page', heading);
    await check('/admin', heading);

    // An unverified customer first: the verify panel, in a browser of their own.
    const unverified = await (await session.newContext()).newPage();
    await loginAsNewCustomer(unverified, { verified: false });
    await addToCart(unverified, SEED_BOOKS[1]!);
    const panel = () => unverified.getByRole('region', { name: /^Verify your e-mail to / }).waitFor();
    for (const path of ['/checkout', '/orders', '/user-dashboard']) await check(path, panel, unverified);

    const customer = await loginAsNewCustomer(page);
    await addToCart(page, SEED_BOOKS[1]!);
    for (const path of ['/cart', '/checkout']) await check(path, heading);
    // An order, so the customer's lists and the owner's orders table have rows to lay out.
    await placeOrder(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${BASE}/orders`);
    for (const path of ['/orders', '/user-dashboard'])
      await check(path, () =>
        page
          .getByTestId(path === '/orders' ? 'order' : 'dashboard-order')
          .first()
          .waitFor(),
      );

    await ownerLogin(page);
    for (const path of ['/dashboard', '/dashboard/manage-books', '/dashboard/add-new-book', '/dashboard/import-books'])
      await check(path, heading);
    await check('/dashboard/orders', () => page.getByRole('link', { name: /View/ }).first().waitFor());
    await check(`/dashboard/orders?email=${encodeURIComponent(customer)}`, () =>
      page.getByTestId('customer-account').waitFor(),
    );
    expect(wide).toEqual([]);
  });
});

describe('the keyboard alone', () => {
  const session = useBrowser();

  /** Presses Tab until the focused element matches, or fails after `limit` presses. */
  async function tabTo(page: Page, matches: (element: Element) => boolean, what: string, limit = 60): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(`(${matches.toString()})(document.activeElement)`)) return;
    }
    throw new Error(`Tab never reached ${what}`);
  }

  it('finds a book from the header search, adds it to the cart and raises its quantity', async () => {
    const { page } = session;
    // A book of 37 copies that no other journey uses: the + button stops at the copies on the
    // shelf, and the seed's every tenth book has 3, which the suites before this one may have sold.
    const book = SEED_BOOKS[11]!;
    await page.goto(BASE);
    await tabTo(page, (element) => element.getAttribute('placeholder') === 'Search here', 'the search box');
    await page.keyboard.type(book.title);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=/);
    // The results page is a lazy route: until it renders, the home page is still on screen.
    await page.getByRole('region', { name: /^Results for/ }).waitFor();

    // Tab to the result's title link and open it.
    await tabTo(
      page,
      (element) => element.tagName === 'A' && element.getAttribute('href')?.startsWith('/books/') === true,
      "the book's link",
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE}/books/${book.slug}`);
    await page.getByRole('heading', { level: 1, name: book.title }).waitFor();

    await tabTo(
      page,
      (element) => element.getAttribute('aria-label')?.startsWith('Add to Cart') === true,
      'Add to Cart',
    );
    await page.keyboard.press('Enter');
    await page.getByText('Item added!', { exact: true }).waitFor();
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');

    await page.goto(`${BASE}/cart`);
    await tabTo(page, (element) => element.getAttribute('aria-label') === 'Increase quantity', 'the + button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('quantity').innerText()).toBe('2');
  });
});
