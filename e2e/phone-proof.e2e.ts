import {
  DEMO_PROJECT_ID,
  LOCAL_URLS,
  phoneE164,
  type AdminStoreSettings,
  type Order,
  type StoreSettings,
} from '@bookstore/domain';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneFor } from '../scripts/lib/shopper-phone';
import { SEED_BOOKS } from '../seed/catalog';
import { apiCall } from './support/admin-api';
import {
  addToCart,
  BASE,
  fillNameAndAddress,
  loginAsNewCustomer,
  newestOrder,
  refusedLoad,
  useBrowser,
} from './support/browser';

// The shop asks for a proven phone for cash on delivery, and a shopper proves one
// at the checkout with the code the Auth emulator would have sent by SMS.
const session = useBrowser();
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');
// Books no other journey orders, so their stock is this file's own.
const [firstBook, secondBook] = [SEED_BOOKS[26]!, SEED_BOOKS[27]!];

/** Where the Auth emulator lists the codes it would have sent, as a phone would have received them. */
const CODES_URL = `${LOCAL_URLS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/verificationCodes`;

interface SentCode {
  phoneNumber: string;
  code: string;
}

async function sentCodes(): Promise<SentCode[]> {
  const answer = await fetch(CODES_URL);
  if (!answer.ok) throw new Error(`${CODES_URL}: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { verificationCodes?: SentCode[] }).verificationCodes ?? [];
}

/** The newest code sent to `phone` (E.164), once it is there. */
async function codeSentTo(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => (code = (await sentCodes()).filter((sent) => sent.phoneNumber === phone).at(-1)?.code ?? ''))
    .not.toBe('');
  return code;
}

let before: StoreSettings;
let hadSettings: boolean;

beforeAll(async () => {
  const { db } = await import('../tests/support/emulators');
  hadSettings = (await db.collection('store').doc('settings').get()).exists;
  before = ((await (await apiCall('GET', '/admin/settings')).json()) as AdminStoreSettings).settings;
  expect((await apiCall('PUT', '/admin/settings', { ...before, phoneProof: 'cod' })).status).toBe(200);
});

afterAll(async () => {
  // The journeys after this one share the project: the shop asks for no proven phone again.
  expect((await apiCall('PUT', '/admin/settings', { ...before, phoneProof: 'never' })).status).toBe(200);
  if (!hadSettings) {
    const { db } = await import('../tests/support/emulators');
    await db.collection('store').doc('settings').delete();
  }
});

/** Places the order the checkout holds, up to 'Confirmed Order'; answers the placed order as the owner reads it. */
async function placeOrder(page: Page): Promise<Order> {
  await page.getByLabel(/I agree to the/).check();
  const [answer] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/orders/create-order'),
    page.getByRole('button', { name: 'Place an Order' }).click(),
  ]);
  expect(answer.status()).toBe(201);
  await page.getByText('Confirmed Order', { exact: true }).waitFor();
  const { id } = await newestOrder(page);
  return (await (await apiCall('GET', `/admin/orders/${id}`)).json()) as Order;
}

describe('a proven phone for cash on delivery', () => {
  it('a shopper proves a phone at the checkout with the SMS code and orders COD; the next order offers it with no new code', async () => {
    const { page } = session;
    // Before it sends a code the SDK asks for the project's reCAPTCHA Enterprise config, which the
    // Auth emulator has not implemented (501); it then goes on with reCAPTCHA v2, whose mock the
    // emulator accepts. Firebase's own service answers that config in production.
    session.allowErrors(refusedLoad(501, '/identitytoolkit.googleapis.com/v2/recaptchaConfig', LOCAL_URLS.auth));
    const email = await loginAsNewCustomer(page);
    // A number of this shopper's own: a phone can be proven by one account only.
    const typed = phoneFor(email);
    const proven = phoneE164(typed)!;

    await addToCart(page, firstBook);
    await page.goto(`${BASE}/checkout`);
    await fillNameAndAddress(page, 'Phone Shopper');
    // Cash on delivery is chosen, and the shop asks for a proven phone for it: no phone field to type in.
    const verify = page.getByRole('group', { name: 'Verify a number' });
    await verify.waitFor();
    expect(await page.getByLabel('Phone Number', { exact: true }).count()).toBe(0);
    await page.getByLabel(/I agree to the/).check();
    expect(await page.getByRole('button', { name: 'Place an Order' }).isDisabled()).toBe(true);

    await verify.getByLabel('Phone number to verify').fill(typed);
    await verify.getByRole('button', { name: 'Send code' }).click();
    await verify.getByText(`We sent a code to ${typed}.`, { exact: true }).waitFor();
    await verify.getByLabel('Code from the SMS').fill(await codeSentTo(proven));
    await page.screenshot({ path: join(SHOTS, 'checkout-phone-code.png'), fullPage: true });
    // The step fits the smallest phone the store supports, with no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'checkout-phone-code-360.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await verify.getByRole('button', { name: 'Confirm' }).click();

    const offered = page.getByTestId('verified-phone');
    await offered.waitFor();
    expect(await offered.innerText()).toBe(`Phone: ${typed} (verified)`);
    // Proven in place: what was typed before is all there.
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Phone Shopper');
    expect(await page.getByLabel('Zipcode').inputValue()).toBe('411001');
    expect(await page.getByLabel(/I agree to the/).isChecked()).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'checkout-phone-verified.png'), fullPage: true });

    const first = await placeOrder(page);
    expect(first).toMatchObject({ phone: proven, paymentMethod: 'cod', phoneVerified: true });
    // The code was used up: the emulator keeps none for this number.
    const codesAfterFirst = await sentCodes();
    expect(codesAfterFirst.filter((sent) => sent.phoneNumber === proven)).toEqual([]);

    // Another day, another book: the proven number is offered, and no code is sent.
    await addToCart(page, secondBook);
    await page.goto(`${BASE}/checkout`);
    await fillNameAndAddress(page, 'Phone Shopper');
    await offered.waitFor();
    expect(await offered.innerText()).toBe(`Phone: ${typed} (verified)`);
    expect(await verify.count()).toBe(0);
    const second = await placeOrder(page);
    expect(second).toMatchObject({ phone: proven, paymentMethod: 'cod', phoneVerified: true });
    expect(second._id).not.toBe(first._id);
    expect(await sentCodes()).toHaveLength(codesAfterFirst.length);
  });
});
