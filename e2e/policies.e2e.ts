import { POLICY_KINDS, POLICY_TITLES } from '@bookstore/domain';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { useShopDetails } from './support/admin-api';
import { addToCart, BASE, loginAsNewCustomer, useBrowser } from './support/browser';

// The shop's policies in Chromium: the footer's links reach the five policy pages, written from the
// shop's settings; the old privacy address moves to its new page; the checkout shows the
// returns, shipping and cancellation rules beside "Place an Order", names only the payments
// the shop takes, and asks for consent with an unticked box.

// Looked at by a person after a run, like looks.e2e.ts's.
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
// A book no other journey orders (it is only put in a cart here).
const book = SEED_BOOKS[31]!;

// No UPI ID (the demo shop's): the pages and the checkout offer cash on delivery only.
useShopDetails({
  refunds: { keepChargesOnReturn: false, keepChargesOnRefusal: false, days: 5, returnWindowDays: 10 },
  shipping: { flatCharge: 40, freeAbove: 800, prefixCharges: [] },
});

const LABELS = {
  returns: 'Returns',
  cancellation: 'Cancellation',
  shipping: 'Shipping',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};

describe.each([375, 1280])('the shop’s policies at %i px', (width) => {
  const session = useBrowser({ width });

  it('the footer’s links reach each policy page, with the text made from the settings', async () => {
    const { page } = session;
    await page.goto(`${BASE}/cart`);
    const footer = page.getByRole('contentinfo');
    for (const kind of POLICY_KINDS) {
      await footer.getByRole('link', { name: LABELS[kind], exact: true }).click();
      await page.waitForURL(`${BASE}/policies/${kind}`);
      await page.getByRole('heading', { level: 1, name: POLICY_TITLES[kind] }).waitFor();
    }
    // The last one open is the terms: the rules the settings give, and no UPI.
    const article = page.locator('main article');
    expect(await article.innerText()).toContain('Returns: within 10 days of delivery');
    expect(await article.innerText()).not.toContain('UPI:');
    await page.goto(`${BASE}/policies/returns`);
    await page.getByText('You may return books within 10 days of delivery', { exact: false }).waitFor();
    expect(await article.getByRole('listitem').count()).toBe(3);
    await page.screenshot({ path: join(SHOTS, `policy-returns-${width}.png`), fullPage: true });
  });

  it('the old privacy address leads to the new page', async () => {
    const { page } = session;
    const response = await page.goto(`${BASE}/info/privacy`);
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${BASE}/policies/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });

  it('the checkout shows the rules beside Place an Order, cash on delivery only, and an unticked consent box', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await page.goto(`${BASE}/checkout`);
    await page.getByText('Pay on delivery in cash.', { exact: true }).waitFor();
    const rules = page.getByRole('list', { name: 'The shop’s policies' });
    await rules.waitFor();
    // The links' "(opens in a new tab)" is for screen readers.
    expect(await rules.getByRole('listitem').allTextContents()).toEqual([
      'Returns (opens in a new tab): Returns within 10 days of delivery; refunds within 5 days.',
      'Shipping (opens in a new tab): Shipping costs ₹40.00 an order; orders of ₹800.00 or more ship free.',
      'Cancellation (opens in a new tab): Cancel from your Orders page any time before the order ships.',
    ]);
    const consent = page.getByLabel(/I agree to the/);
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Place an Order' }).isDisabled()).toBe(true);
    await page.screenshot({ path: join(SHOTS, `checkout-policies-${width}.png`), fullPage: true });
    // Each link opens its page in a new tab, so the checkout keeps what was typed.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      rules.getByRole('link', { name: /^Shipping/ }).click(),
    ]);
    await tab.getByRole('heading', { level: 1, name: 'Shipping and Delivery' }).waitFor();
    expect(tab.url()).toBe(`${BASE}/policies/shipping`);
    expect(page.url()).toBe(`${BASE}/checkout`);
  });
});
