import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { E2E_OWNER } from './owner';

export const BASE = 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags that work as root on a machine with no network (see shared/ENVIRONMENT.md).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export interface Session {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors; each test fails if any were seen. */
  errors: string[];
}

/**
 * One Chromium per file, a fresh context (cookies, storage) per test, and a check after each
 * test that the page logged no error. `allowErrors` lists expected messages (e.g. the offline
 * Google script).
 */
export function useBrowser(options: { width?: number; allowErrors?: RegExp[]; bypassCSP?: boolean } = {}): Session {
  let browser: Browser;
  const session = { errors: [] } as unknown as Session;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    session.errors = [];
    session.context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 }, bypassCSP: options.bypassCSP ?? false });
    session.page = await session.context.newPage();
    session.page.on('pageerror', (error) => session.errors.push(`page error: ${error.message}`));
    session.page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // Match on the message and the URL it came from (a failed load names only the latter).
      const where = `${text} ${message.location().url}`;
      if (options.allowErrors?.some((pattern) => pattern.test(where))) return;
      session.errors.push(`console error: ${text} (${session.page.url()})`);
    });
  });
  afterEach(async () => {
    await session.context?.close();
    expect(session.errors).toEqual([]);
  });
  return session;
}

/** Signs up on the Auth emulator and logs in through the real login form. */
export async function loginAsNewCustomer(page: Page): Promise<string> {
  const { createCustomer } = await import('../../functions/test/support/emulators');
  const { email } = await createCustomer();
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${BASE}/`);
  return email;
}

export async function fillCheckout(page: Page, name = 'E2E Shopper'): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Phone Number').fill('+91 98765 43210');
  await page.getByLabel('Address / Street').fill('12 MG Road');
  await page.getByLabel('City').fill('Pune');
  await page.getByLabel('Country / region').fill('India');
  await page.getByLabel('State / province').fill('Maharashtra');
  await page.getByLabel('Zipcode').fill('411001');
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
 * Scrolls the home page down to a carousel and waits for it: carousels below the fold render
 * only as they near the screen, as a reader scrolling would see them.
 */
export async function revealCarousel(page: Page, selector: '.books-carousel' | '.news-carousel'): Promise<Locator> {
  const carousel = page.locator(selector).first();
  for (let step = 0; step < 20 && (await carousel.count()) === 0; step++) {
    await page.evaluate(() => window.scrollBy(0, 400));
    await page.waitForTimeout(100);
  }
  await carousel.waitFor();
  await carousel.scrollIntoViewIfNeeded();
  return carousel;
}
