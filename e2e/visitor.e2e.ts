import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOG_PAGE_SIZE, type HomeCatalog } from '@bookstore/domain';
import { SEED_BOOKS } from '../seed/catalog';
import { BASE, refusedLoad, revealCarousel, useBrowser } from './support/browser';

const session = useBrowser();

describe('1. a visitor browses', () => {
  it('filters Top Sellers by genre, recommends ten books, and a card opens its book', async () => {
    const { page } = session;
    await page.goto(BASE);
    const topSellers = page.locator('section', { has: page.getByRole('heading', { name: 'Top Sellers' }) });
    await topSellers.getByTestId('book-card').first().waitFor(); // swiper is a lazy chunk
    await topSellers.getByLabel('Filter by genre').selectOption({ label: 'Horror' });
    // The genre's ranking comes from the API: wait for its cards to replace every genre's.
    const categories = () =>
      topSellers
        .getByTestId('book-card')
        .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.category));
    await expect.poll(categories).toEqual(SEED_BOOKS.filter((b) => b.category === 'horror').map(() => 'horror'));
    // The specification's own labels: 'Mystery/Thriller' shows its books and no other.
    await topSellers.getByLabel('Filter by genre').selectOption({ label: 'Mystery/Thriller' });
    const mysteries = SEED_BOOKS.filter((b) => b.category === 'mysteryThriller');
    expect(mysteries.length).toBeGreaterThan(1);
    await expect.poll(categories).toEqual(mysteries.map(() => 'mysteryThriller'));
    expect(await topSellers.getByTestId('book-card').getByRole('heading').allInnerTexts()).toEqual(
      expect.arrayContaining(mysteries.map((b) => b.title)),
    );

    const recommended = page.locator('section', { has: page.getByRole('heading', { name: 'Recommended for you' }) });
    await recommended.scrollIntoViewIfNeeded(); // carousels below the fold render as they near the screen
    await expect.poll(() => recommended.getByTestId('book-card').count()).toBe(10);

    const first = recommended.getByTestId('book-card').first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/books\//);
    expect(page.url()).toBe(`${BASE}/books/${SEED_BOOKS[8]!.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
  });

  it("a book's genre opens its genre page, and Top Sellers links the chosen genre's page", async () => {
    const { page } = session;
    const mysteries = SEED_BOOKS.filter((b) => b.category === 'mysteryThriller');
    const titles = mysteries.map((b) => b.title).sort();
    const genrePageTitles = async () => {
      await page.waitForURL(`${BASE}/genres/mystery-thriller`);
      const genre = page.getByRole('region', { name: 'Mystery/Thriller' });
      await genre.getByTestId('book-card').first().waitFor(); // the genre page is a lazy route
      return (await genre.getByTestId('book-card').getByRole('heading').allInnerTexts()).sort();
    };
    await page.goto(`${BASE}/books/${mysteries[0]!.slug}`);
    await page.getByRole('main').getByRole('link', { name: 'Mystery/Thriller', exact: true }).click();
    expect(await genrePageTitles()).toEqual(titles);

    await page.goto(BASE);
    const topSellers = page.locator('section', { has: page.getByRole('heading', { name: 'Top Sellers' }) });
    await topSellers.getByTestId('book-card').first().waitFor();
    await topSellers.getByLabel('Filter by genre').selectOption({ label: 'Mystery/Thriller' });
    await topSellers.getByRole('link', { name: 'All Mystery/Thriller books' }).click();
    expect(await genrePageTitles()).toEqual(titles);
  });

  it('Top Sellers shows a page of books and loads the next when the shopper reaches the end of the carousel', async () => {
    const { page } = session;
    const catalogRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) catalogRequests.push(request.url().replace(BASE, ''));
    });
    const { total } = ((await (await fetch(`${BASE}/api/catalog/home`)).json()) as HomeCatalog).topSellers;
    expect(total).toBeGreaterThan(3 * CATALOG_PAGE_SIZE);
    await page.goto(BASE);
    const carousel = await revealCarousel(page, '.books-carousel[aria-label="Top sellers"]');
    const cards = () => carousel.getByTestId('book-card').count();
    await expect.poll(cards).toBe(CATALOG_PAGE_SIZE);
    // The home page asked for its own lists, never for the whole catalog.
    expect(catalogRequests.filter((url) => url.startsWith('/api/books'))).toEqual([]);
    const pages = Math.ceil(total / CATALOG_PAGE_SIZE);
    // To the last book, as its arrows would go: reaching it asks for the next page.
    const toTheEnd = () =>
      carousel.evaluate((element) => {
        const { swiper } = element as HTMLElement & { swiper: { slideTo(index: number): void; slides: unknown[] } };
        swiper.slideTo(swiper.slides.length - 1);
      });
    for (let next = 2; next <= pages; next++) {
      await toTheEnd();
      await expect.poll(cards).toBe(Math.min(next * CATALOG_PAGE_SIZE, total));
    }
    // At the very end there is nothing more to ask for, and the arrow says so.
    await toTheEnd();
    const nextArrow = carousel.locator('.swiper-button-next');
    await expect.poll(() => nextArrow.getAttribute('class')).toContain('swiper-button-disabled');
    expect(catalogRequests.filter((url) => url.startsWith('/api/catalog/top-sellers'))).toEqual(
      Array.from({ length: pages - 1 }, (_, i) => `/api/catalog/top-sellers?page=${i + 2}`),
    );
  });

  it("a visitor's home page loads neither the Auth SDK nor Google's script, and renders below-the-fold carousels only on the way down", async () => {
    const { page } = session;
    await page.setViewportSize({ width: 412, height: 823 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'Top Sellers' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(
      requested.filter((url) => url.includes('/__/firebase/init.json') || url.includes('apis.google.com')),
    ).toEqual([]);
    expect(await page.locator('.news-carousel').count()).toBe(0);
    await revealCarousel(page, '.news-carousel');
  });

  it('moves the news carousel with its arrows, disabled at the ends', async () => {
    const { page } = session;
    await page.goto(BASE);
    const news = await revealCarousel(page, '.news-carousel');
    const prev = news.locator('.swiper-button-prev');
    const next = news.locator('.swiper-button-next');
    await expect.poll(() => prev.getAttribute('class')).toContain('swiper-button-disabled');
    const activeTitle = () => news.locator('.swiper-slide-active h3').innerText();
    const before = await activeTitle();
    await next.click();
    await expect.poll(activeTitle).not.toBe(before);
    await expect.poll(() => prev.getAttribute('class')).not.toContain('swiper-button-disabled');
    for (let i = 0; i < 6; i++) if (!(await next.getAttribute('class'))?.includes('disabled')) await next.click();
    expect(await next.getAttribute('class')).toContain('swiper-button-disabled');
  });

  it('shows the not-found page, and Go Home returns to /', async () => {
    const { page } = session;
    // Served with status 404, which Chromium logs.
    session.allowErrors(refusedLoad(404, '/no/such/page'));
    const response = await page.goto(`${BASE}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: '404: Page not found', exact: true }).waitFor();
    await page.getByText('The page you are looking for does not exist.', { exact: true }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Page not found/);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${BASE}/`);
    await page.getByRole('heading', { name: 'Top Sellers' }).waitFor();
  });
});

/**
 * Turns to the header search as a shopper does (a click), and types once the suggestions' code
 * has taken over the field (it loads on that first focus).
 */
async function searchFor(page: Page, query: string): Promise<Locator> {
  await page.getByPlaceholder('Search here').click();
  const box = page.getByRole('combobox', { name: 'Search books' });
  await box.fill(query);
  return box;
}

describe('2. search', () => {
  it.each([
    ['part of a title', SEED_BOOKS[10]!.title.slice(4, 12)],
    ['an author', SEED_BOOKS[10]!.author],
    ['an ISBN without hyphens', SEED_BOOKS[10]!.ISBN.replace(/-/g, '')],
    ['an ISBN with hyphens', SEED_BOOKS[10]!.ISBN],
  ])('finds the book by %s', async (_what, query) => {
    const { page } = session;
    await page.goto(BASE);
    await searchFor(page, query);
    await page.getByRole('option', { name: new RegExp(SEED_BOOKS[10]!.title) }).click();
    await page.waitForURL(`${BASE}/books/${SEED_BOOKS[10]!.slug}`);
    await page.goto(BASE);
    await (await searchFor(page, query)).press('Enter');
    await page.waitForURL(/\/search\?q=/);
    // The results page is a lazy route: until it renders, the home carousels (which may hold
    // the same book) are still on screen, so count only inside the results section.
    const results = page.getByRole('region', { name: /^Results for/ });
    await results.waitFor();
    const found = results.getByTestId('book-card').filter({ hasText: SEED_BOOKS[10]!.title });
    expect(await found.count()).toBe(1);
  });
});

describe('3. cart rules', () => {
  it('adds once, counts, limits quantity to 1..5, totals, survives a reload, removes and clears', async () => {
    const { page } = session;
    const [a, b] = [SEED_BOOKS[0]!, SEED_BOOKS[1]!];
    await page.goto(`${BASE}/books/${a.slug}`);
    await page.getByRole('button', { name: `Add to Cart: ${a.title}` }).click();
    await page.getByText('Item added!', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Add to Cart: ${a.title}` }).click();
    await page.getByText('Already in cart.', { exact: true }).waitFor();
    await page.goto(`${BASE}/books/${b.slug}`);
    await page.getByRole('button', { name: `Add to Cart: ${b.title}` }).click();
    expect(await page.getByTestId('cart-count').innerText()).toBe('2');

    await page.goto(`${BASE}/cart`);
    const line = page.getByTestId('cart-line').filter({ hasText: a.title });
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    for (let i = 0; i < 4; i++) await plus.click();
    expect(await plus.isDisabled()).toBe(true);
    expect(await line.getByTestId('quantity').innerText()).toBe('5');
    const subtotal = a.newPrice * 5 + b.newPrice;
    const rupees = (n: number) =>
      `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(await page.getByTestId('subtotal').innerText()).toBe(rupees(subtotal));

    await page.reload();
    expect(await page.getByTestId('cart-line').filter({ hasText: a.title }).getByTestId('quantity').innerText()).toBe(
      '5',
    );
    const minus = page
      .getByTestId('cart-line')
      .filter({ hasText: a.title })
      .getByRole('button', { name: 'Decrease quantity' });
    for (let i = 0; i < 4; i++) await minus.click();
    expect(await minus.isDisabled()).toBe(true);
    expect(await page.getByTestId('cart-line').filter({ hasText: a.title }).getByTestId('quantity').innerText()).toBe(
      '1',
    );
    expect(await page.getByTestId('subtotal').innerText()).toBe(rupees(a.newPrice + b.newPrice));

    await page.getByRole('button', { name: `Remove ${a.title}` }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(0);
    expect(await page.getByTestId('cart-count').innerText()).toBe('0');
  });
});
