import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_URLS } from '@bookstore/domain';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { E2E_OWNER } from './owner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { phoneFor } from '../../scripts/lib/shopper-phone';

export const BASE = LOCAL_URLS.hosting;

type ContextOptions = Parameters<Browser['newContext']>[0];

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors; each test fails if any were seen. */
  errors: string[];
  /**
   * Lets this test's pages log console errors matching the pattern (tested against the message
   * and the URL it came from). Call it in the test that expects them; it ends with the test.
   */
  allowErrors(pattern: RegExp): void;
  /** Another browser context (a second person), watched like the session's own and closed after the test. */
  newContext(options?: ContextOptions): Promise<BrowserContext>;
}

/**
 * Chromium's console error for one refused load: "Failed to load resource: the server responded
 * with a status of <status> (...)" for a URL starting with `origin` (the store's unless given) +
 * path. For `session.allowErrors` in tests where that refusal is expected.
 */
export function refusedLoad(status: number, path: string, origin: string = BASE): RegExp {
  const url = `${origin}${path}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`status of ${status} \\([^)]*\\) ${url}`);
}

/**
 * One Chromium per file, a fresh context (cookies, storage) per test, and a check after each
 * test that no page of any context the test opened logged an error or threw.
 */
export function useBrowser(options: { width?: number; height?: number; bypassCSP?: boolean } = {}): Session {
  let browser: Browser;
  let allowed: RegExp[] = [];
  let extraContexts: BrowserContext[] = [];
  const session = { errors: [] } as unknown as Session;

  const watch = (page: Page) => {
    page.on('pageerror', (error) => session.errors.push(`page error: ${error.message} (${page.url()})`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // Match on the message and the URL it came from (a failed load names only the latter).
      const where = `${text} ${message.location().url}`;
      if (allowed.some((pattern) => pattern.test(where))) return;
      session.errors.push(`console error: ${text} (${page.url()})`);
    });
  };
  const openContext = async (contextOptions: ContextOptions = {}) => {
    const context = await browser.newContext({
      viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      bypassCSP: options.bypassCSP ?? false,
      ...contextOptions,
    });
    // Every page the context ever opens, including popups and pages opened by the test.
    context.on('page', watch);
    return context;
  };

  session.allowErrors = (pattern) => void allowed.push(pattern);
  session.newContext = async (contextOptions) => {
    const context = await openContext(contextOptions);
    extraContexts.push(context);
    return context;
  };

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    session.errors = [];
    allowed = [];
    extraContexts = [];
    session.context = await openContext();
    session.page = await session.context.newPage();
  });
  afterEach(async () => {
    await Promise.all([session.context, ...extraContexts].map((context) => context?.close()));
    expect(session.errors).toEqual([]);
  });
  return session;
}

/**
 * A new e-mail/password customer on the Auth emulator; answers the e-mail (password:
 * secret-password). Verified unless asked otherwise, as only verified customers may order.
 */
export async function newCustomer({ verified = true }: { verified?: boolean } = {}): Promise<string> {
  const { createCustomer } = await import('../../tests/support/emulators');
  return (await createCustomer(undefined, { verified })).email;
}

/** Fills and submits the login form on the current page, and waits for the way home. */
export async function submitLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${BASE}/`);
}

/** Signs up on the Auth emulator (verified unless asked otherwise) and logs in through the real login form. */
export async function loginAsNewCustomer(page: Page, options?: { verified?: boolean }): Promise<string> {
  const email = await newCustomer(options);
  await page.goto(`${BASE}/login`);
  await submitLogin(page, email);
  return email;
}

/**
 * Opens the newest verification link the Auth emulator holds for `email` in a new tab of the
 * session's browser, as the shopper would from their inbox, and closes it; answers the link.
 */
export async function openVerificationLink(session: Session, email: string): Promise<string> {
  const { verificationLinkFor } = await import('../../tests/support/emulators');
  // Registration asks for the e-mail a moment after the account exists: wait for its link.
  let link = '';
  await expect
    .poll(async () => (link = await verificationLinkFor(email).catch(() => '')), { timeout: 10_000 })
    .not.toBe('');
  // The emulator's stand-in for Firebase's action page has no favicon; Chromium logs the 404.
  session.allowErrors(refusedLoad(404, '/favicon.ico', LOCAL_URLS.auth));
  const tab = await session.context.newPage();
  const answer = await tab.goto(link);
  expect(answer?.status()).toBe(200);
  // It answers in JSON, where Firebase's hosted page would show a sentence.
  expect(await tab.locator('body').innerText()).toContain('The email has been successfully verified.');
  await tab.close();
  return link;
}

/** Where the journeys' shoppers live unless a journey gives another address. */
const PUNE = { street: '12 MG Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' };

export async function fillCheckout(page: Page, name = 'E2E Shopper', address: typeof PUNE = PUNE): Promise<void> {
  // A phone of the shopper's own: the order limits count one phone as one person.
  await page.getByLabel('Phone Number').fill(phoneFor(await page.getByLabel('Email Address').inputValue()));
  await fillNameAndAddress(page, name, address);
}

/** The checkout's name and address, not its phone (a shop may ask for a proven one instead). */
export async function fillNameAndAddress(page: Page, name = 'E2E Shopper', address: typeof PUNE = PUNE): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Address / Street').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('Country / region').fill(address.country);
  await page.getByLabel('State / province').fill(address.state);
  await page.getByLabel('Zipcode').fill(address.zipcode);
}

/** After 'Confirmed Order': OK, the orders page, and the newest order's id and name ("#1042"). */
export async function newestOrder(page: Page): Promise<{ id: string; named: string }> {
  await page.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL(`${BASE}/orders`);
  const card = page.getByTestId('order').first();
  const id = (await card.getAttribute('data-order-id')) ?? '';
  const named = (await card.getByRole('heading', { level: 2 }).innerText()).replace('Order ', '');
  return { id, named };
}

/** Opens the book's page and adds it to the cart, seeing 'Item added!'. */
export async function addToCart(page: Page, book: { slug: string; title: string }): Promise<void> {
  await page.goto(`${BASE}/books/${book.slug}`);
  await page.getByRole('button', { name: `Add to Cart: ${book.title}` }).click();
  await page.getByText('Item added!', { exact: true }).waitFor();
}

/** Waits for every field message the checkout shows after an empty submit. */
export async function waitForRequiredMessages(page: Page): Promise<void> {
  for (const message of [
    'Full name is required.',
    'Phone number is required.',
    'Address is required.',
    'City is required.',
    'Country is required.',
    'State is required.',
    'Zipcode is required.',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }
}

/** Fills the open checkout form, agrees to the terms and places the order, up to 'Confirmed Order'. */
export async function submitCheckout(
  page: Page,
  name = 'E2E Shopper',
  address?: Parameters<typeof fillCheckout>[2],
): Promise<void> {
  await fillCheckout(page, name, address);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await page.getByText('Confirmed Order', { exact: true }).waitFor();
}

/**
 * Checks out the signed-in customer's cart by UPI, seeing `total` as the price, up to the orders
 * page; then sends `utr` from the order's card as the shopper who has paid. The order's id and name.
 */
export async function placeUpiOrderAndPay(
  page: Page,
  { name, total, utr }: { name: string; total: string; utr: string },
): Promise<{ id: string; named: string }> {
  await page.goto(`${BASE}/checkout`);
  await fillCheckout(page, name);
  await page.getByRole('radio', { name: /^UPI/ }).check();
  await page.getByText(total, { exact: true }).first().waitFor();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Place an Order' }).click();
  await page.getByText('Confirmed Order', { exact: true }).waitFor();
  const placed = await newestOrder(page);
  const card = page.locator(`[data-order-id="${placed.id}"]`);
  await card.getByLabel('UTR (12-digit transaction reference)').fill(utr);
  await card.getByRole('button', { name: 'I have paid' }).click();
  await card.getByText(`We are checking your payment (UTR ${utr.replace(/\s/g, '')}).`).waitFor();
  return placed;
}

/** Checks out the signed-in customer's cart with cash on delivery. */
export async function placeOrder(page: Page, name = 'E2E Shopper'): Promise<void> {
  await page.goto(`${BASE}/checkout`);
  await submitCheckout(page, name);
}

/** Signs the e2e owner in through the /admin form. */
export async function ownerLogin(page: Page): Promise<void> {
  await page.goto(`${BASE}/admin`);
  await page.getByLabel('Username').fill(E2E_OWNER.username);
  await page.getByLabel('Password').fill(E2E_OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${BASE}/dashboard`);
}

/**
 * Scrolls the home page down to the first carousel matching `selector` and waits for it:
 * carousels below the fold render only as they near the screen, as a reader scrolling would
 * see them. Name a carousel by its label: which one renders first depends on timing.
 */
export async function revealCarousel(page: Page, selector: string): Promise<Locator> {
  const carousel = page.locator(selector).first();
  for (let step = 0; step < 20 && (await carousel.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForTimeout(100);
  }
  await carousel.waitFor();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}

/** True once React has hydrated the page: the header's links are React's (they navigate without a load). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** The owner's own browser beside the shopper's (a second context of the session), signed in. */
export async function ownerBrowser(session: Session): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await session.newContext();
  const page = await context.newPage();
  await ownerLogin(page);
  return { page, close: () => context.close() };
}

/** Full-page screenshots of `page` at a phone's width and a desk's into `dir` (`<name>-375.png`, `<name>-1280.png`). */
export async function shootAtBothWidths(page: Page, dir: string, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
