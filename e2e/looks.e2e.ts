import axe from 'axe-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, loginAsNewCustomer, ownerLogin, revealCarousel, useBrowser } from './support/browser';

const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
mkdirSync(SHOTS, { recursive: true });

/** Serious and critical axe-core violations on the current page, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(async () => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
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


for (const width of [375, 1280]) {
  describe(`accessibility and screenshots at ${width}px`, () => {
    // axe-core is injected as an inline script, which the site's CSP rightly blocks.
    const session = useBrowser({ width, bypassCSP: true });

    it('public pages have no serious or critical axe violations', async () => {
      const { page } = session;
      const pages = { home: '/', book: `/books/${SEED_BOOKS[0]!.slug}`, cart: '/cart', login: '/login', 'admin-login': '/admin' };
      const found: string[] = [];
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(`${BASE}${path}`);
        await settle(page);
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
        found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
      }
      expect(found).toEqual([]);
    });

    it('signed-in pages and the admin overview and orders have no serious or critical axe violations', async () => {
      const { page } = session;
      await loginAsNewCustomer(page);
      const found: string[] = [];
      for (const [name, path] of Object.entries({ checkout: '/checkout', orders: '/orders' })) {
        await page.goto(`${BASE}${path}`);
        await settle(page);
        await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
        found.push(...(await seriousViolations(page)).map((v) => `${name}: ${v}`));
      }
      await ownerLogin(page);
      await page.getByTestId('stat-products').waitFor();
      await settle(page);
      await page.screenshot({ path: join(SHOTS, `admin-overview-${width}.png`), fullPage: true });
      found.push(...(await seriousViolations(page)).map((v) => `admin overview: ${v}`));
      await page.goto(`${BASE}/dashboard/orders`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await settle(page);
      await page.screenshot({ path: join(SHOTS, `admin-orders-${width}.png`), fullPage: true });
      found.push(...(await seriousViolations(page)).map((v) => `admin orders: ${v}`));
      expect(found).toEqual([]);
    });
  });
}

describe('carousel breakpoints', () => {
  const session = useBrowser();

  it.each([
    [375, 1, 1],
    [800, 2, 2],
    [1280, 3, 2],
  ])('at %ipx the book carousels show %i slides and the news %i', async (width, books, news) => {
    const { page } = session;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(BASE);
    await revealCarousel(page, '.books-carousel');
    const visible = (selector: string) =>
      page.locator(selector).first().evaluate((carousel) => {
        const box = carousel.getBoundingClientRect();
        return [...carousel.querySelectorAll('.swiper-slide')].filter((slide) => {
          const r = slide.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }).length;
      });
    await expect.poll(() => visible('.books-carousel')).toBe(books);
    await revealCarousel(page, '.news-carousel');
    await expect.poll(() => visible('.news-carousel')).toBe(news);
  });
});
