import axe from 'axe-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { ownerToken, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  ownerLogin,
  revealCarousel,
  submitCheckout,
  useBrowser,
  waitForRequiredMessages,
} from './support/browser';

// Shipping issues a bill, which needs the shop's legal name and address (decision 048).
useShopDetails();

/** A catalog file whose preview lists invalid rows of every kind (the import's own fixture). */
const BROKEN_ROWS_FILE = fileURLToPath(new URL('../tests/support/catalog-import/broken-rows.csv', import.meta.url));

const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Serious and critical axe-core violations on the current page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(async () =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

async function settle(page: Page) {
  // Walk down the page as a reader would, so sections that render near the screen appear.
  for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
  }
  // Until every placeholder (CarouselPlaceholder) has been replaced by its carousel.
  await page.waitForFunction(() => document.querySelector('.animate-pulse') === null);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

/**
 * The owner's layout reaches the bottom of the page, and so does its dark sidebar where it is
 * shown (from `sm`): a hidden table once made the page longer, and below the layout it was bare.
 */
async function expectLayoutToFillPage(page: Page) {
  const { pageBottom, layoutBottom, sidebarBottom } = await page.evaluate(() => {
    const bottom = (element: Element | null) =>
      element && element.getClientRects().length > 0 ? element.getBoundingClientRect().bottom + window.scrollY : null;
    return {
      pageBottom: document.documentElement.scrollHeight,
      layoutBottom: bottom(document.querySelector('[data-testid="admin-layout"]')),
      sidebarBottom: bottom(document.querySelector('[data-testid="admin-layout"] > aside')),
    };
  });
  expect(layoutBottom).toBeGreaterThanOrEqual(pageBottom - 1);
  if (sidebarBottom !== null) expect(sidebarBottom).toBeGreaterThanOrEqual(pageBottom - 1);
}

/** One new order in each status, so the owner's list shows every badge whichever journeys ran before. */
async function ordersInEveryStatus() {
  const { createCustomer } = await import('../tests/support/emulators');
  const { orderFor } = await import('../tests/support/orders');
  const token = await ownerToken();
  const book = SEED_BOOKS[30]!;
  const steps = {
    pending: [],
    confirmed: ['confirmed'],
    shipped: ['confirmed', 'shipped'],
    delivered: ['confirmed', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
    returned: ['confirmed', 'shipped', 'returned'],
  };
  for (const moves of Object.values(steps)) {
    const customer = await createCustomer();
    const created = await fetch(`${BASE}/api/orders/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.idToken}` },
      body: JSON.stringify(
        orderFor(customer, { products: [{ productId: book.slug, quantity: 1 }], totalPrice: book.newPrice }),
      ),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    for (const status of moves) {
      const moved = await fetch(`${BASE}/api/admin/orders/${id}/status`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ status }),
      });
      expect(moved.status).toBe(200);
    }
  }
}

for (const width of [375, 1280]) {
  describe(`accessibility and screenshots at ${width}px`, () => {
    // axe-core is injected as an inline script, which the site's CSP rightly blocks.
    const session = useBrowser({ width, bypassCSP: true });
    const found: string[] = [];

    /** A full-page screenshot of the page as it is now, and its serious or critical axe violations. */
    async function look(page: Page, name: string) {
      await settle(page);
      await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
      found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
    }
    beforeEach(() => {
      found.length = 0;
    });

    it('public pages have no serious or critical axe violations', async () => {
      const { page } = session;
      const pages = {
        home: '/',
        book: `/books/${SEED_BOOKS[0]!.slug}`,
        'cart-empty': '/cart',
        login: '/login',
        'admin-login': '/admin',
      };
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${BASE}${path}`);
        await look(page, name);
      }
      expect(found).toEqual([]);
    });

    it('a shopper’s cart, checkout errors and orders have no serious or critical axe violations', async () => {
      const { page } = session;
      await loginAsNewCustomer(page);
      for (const [name, path] of Object.entries({ 'checkout-empty': '/checkout', 'orders-empty': '/orders' })) {
        await page.goto(`${BASE}${path}`);
        await look(page, name);
      }

      // Two books, one of them twice: the quantity controls in use.
      const [first, second] = [SEED_BOOKS[7]!, SEED_BOOKS[12]!];
      await addToCart(page, first);
      await addToCart(page, second);
      await page.goto(`${BASE}/cart`);
      const line = page.getByTestId('cart-line').filter({ hasText: first.title });
      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await expect.poll(() => line.getByTestId('quantity').innerText()).toBe('2');
      expect(await page.getByTestId('cart-line').count()).toBe(2);
      await look(page, 'cart');

      // An empty submit: every field shows its message.
      await page.goto(`${BASE}/checkout`);
      await page.getByLabel(/I agree to the/).check();
      await page.getByRole('button', { name: 'Place an Order' }).click();
      await waitForRequiredMessages(page);
      await look(page, 'checkout-errors');

      await submitCheckout(page);
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL(`${BASE}/orders`);
      await page
        .getByTestId('order')
        .filter({ hasText: `${first.title} × 2` })
        .waitFor();
      await look(page, 'orders');
      expect(found).toEqual([]);
    });

    it('the verify panel (checkout, orders, dashboard of an unverified customer) has no serious or critical axe violations', async () => {
      const { page } = session;
      await loginAsNewCustomer(page, { verified: false });
      await addToCart(page, SEED_BOOKS[9]!);
      const pages = {
        'checkout-verify': '/checkout',
        'orders-verify': '/orders',
        'dashboard-verify': '/user-dashboard',
      };
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${BASE}${path}`);
        await page.getByRole('region', { name: /^Verify your e-mail to / }).waitFor();
        await look(page, name);
      }
      expect(found).toEqual([]);
    });

    it('the admin overview, orders and books have no serious or critical axe violations, and the layout fills each page', async () => {
      const { page } = session;
      if (width === 1280) await ordersInEveryStatus();
      await ownerLogin(page);
      await page.getByTestId('stat-products').waitFor();
      await look(page, 'admin-overview');
      await expectLayoutToFillPage(page);
      await page.goto(`${BASE}/dashboard/orders`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // A phone's list is cards, a desk's a table.
      await page
        .getByTestId(width < 640 ? 'order-card' : 'order-row')
        .first()
        .waitFor();
      await look(page, 'admin-orders');
      await expectLayoutToFillPage(page);
      if (width === 1280) {
        const shown = await page.getByTestId('order-status').allInnerTexts();
        expect(new Set(shown)).toEqual(
          new Set(['Pending', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled', 'Returned']),
        );
      }
      // One customer's orders, with the panel of the owner's tools for them.
      await page
        .getByRole('link', { name: /^Orders of / })
        .first()
        .click();
      await page.getByTestId('customer-account').waitFor();
      await look(page, 'admin-customer');
      await expectLayoutToFillPage(page);
      await page.goto(`${BASE}/dashboard/manage-books`);
      await page
        .getByTestId(width < 640 ? 'book-card' : 'book-row')
        .first()
        .waitFor();
      await look(page, 'admin-books');
      await expectLayoutToFillPage(page);
      // Import CSV's preview with every kind of problem listed (a preview writes nothing).
      await page.goto(`${BASE}/dashboard/import-books`);
      await page.getByLabel('CSV file').setInputFiles(BROKEN_ROWS_FILE);
      await page.getByTestId('import-problems').waitFor();
      await look(page, 'admin-import-preview');
      await expectLayoutToFillPage(page);
      expect(found).toEqual([]);
    });
  });
}

describe('carousel breakpoints', () => {
  const session = useBrowser();

  it.each([
    [375, 1, 1],
    [800, 2, 2],
    [1024, 2, 2],
    [1280, 3, 2],
  ])('at %ipx both book carousels show %i slides and the news %i', async (width, books, news) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(BASE);
    /** Slides wholly inside the carousel's box. */
    const visible = (carousel: Locator) =>
      carousel.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [...element.querySelectorAll('.swiper-slide')].filter((slide) => {
          const r = slide.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    for (const label of ['Top sellers', 'Recommended for you']) {
      const carousel = await revealCarousel(page, `.books-carousel[aria-label="${label}"]`);
      await expect.poll(() => visible(carousel)).toBe(books);
    }
    await expect.poll(() => page.locator('.books-carousel').count()).toBe(2);
    const newsCarousel = await revealCarousel(page, '.news-carousel');
    await expect.poll(() => visible(newsCarousel)).toBe(news);
  });
});
