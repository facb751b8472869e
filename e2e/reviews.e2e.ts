import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/paths';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  placeOrder,
  refusedLoad,
  shootAtBothWidths,
  useBrowser,
} from './support/browser';

// A buyer reviews a book that was delivered to them, from the invitation's link
// (/books/{id}#write-review), and sees it on the page; the served HTML then carries the rating.
const session = useBrowser();
useShopDetails();
// A book no other journey orders or reviews, so its rating is this file's own.
const book = SEED_BOOKS[46]!;
const SHOTS = join(ROOT, 'artifacts', 'reviews');
const WORDS = "Read it twice. <b>$&</b> $' =cmd — कहानी बहुत अच्छी है";

const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

describe('a review from a buyer', () => {
  it('reviews a delivered book from the invitation’s link and sees it on the page and in the served HTML', async () => {
    const { page } = session;
    // Chromium logs each refused fetch: the review before delivery is a 403, expected here.
    session.allowErrors(refusedLoad(403, `/api/books/${book.slug}/reviews`));
    await loginAsNewCustomer(page);
    // Before the book is delivered, the server says who may review.
    await addToCart(page, book);
    await placeOrder(page, 'Review Shopper');
    const { id } = await newestOrder(page);
    await page.goto(`${BASE}/books/${book.slug}#write-review`);
    const early = page.getByRole('form', { name: 'Write a review' });
    await early.getByRole('radio', { name: /5/ }).check();
    await early.getByRole('button', { name: /Post/ }).click();
    await early
      .getByRole('alert')
      .getByText(/^Reviews come from buyers/)
      .waitFor();

    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await apiCall('PATCH', `/admin/orders/${id}/status`, { status });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    await page.goto(`${BASE}/books/${book.slug}#write-review`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    // The invitation's link lands on the form: it is on the screen.
    expect(await form.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await form.getByRole('radio', { name: /4/ }).check();
    await form.getByLabel(/Title/).fill('A quiet, <i>lovely</i> book');
    await form.getByLabel(/Your review/).fill(WORDS);
    await shoot(page, 'review-form');
    await form.getByRole('button', { name: /Post/ }).click();

    const reviews = page.locator('#reviews');
    await reviews.getByText(WORDS).waitFor();
    await reviews.getByText('A quiet, <i>lovely</i> book').first().waitFor();
    await page.getByRole('link', { name: '1 review' }).waitFor();
    await shoot(page, 'review-shown');

    // The served page (what a crawler reads) carries the average, the count and aggregateRating.
    // React marks where its text parts meet (`4.0<!-- --> of 5`): read the text as a crawler would.
    const served = (await (await fetch(`${BASE}/books/${book.slug}`)).text()).replaceAll('<!-- -->', '');
    expect(served).toContain('4.0 of 5');
    expect(served).toContain('1 review');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(served)![1]!);
    expect(jsonLd.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1, bestRating: 5 });
  });
});
