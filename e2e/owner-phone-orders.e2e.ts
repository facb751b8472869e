import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { ROOT } from '../scripts/lib/paths';
import { apiCall, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  ownerLogin,
  placeOrder,
  useBrowser,
} from './support/browser';
import { sidewaysOverflow } from './support/phone-checks';

// The owner's orders and an order, at a phone's 390 × 844.
const PHONE = { width: 390, height: 844 };
const session = useBrowser({ width: PHONE.width });
// Shipping issues a bill, which needs the shop's details (decision 048).
useShopDetails();
// A book no other journey orders, so its stock is this file's own.
const BOOK = SEED_BOOKS[34]!;
const SHOTS = join(ROOT, 'artifacts', 'owner-phone');
/** The thumb's target (WCAG 2.5.5, Apple's and Android's guides): what each control must measure. */
const TARGET = 44;

/** An AWB of India Post's form, new each run: a repeated AWB would be another order's parcel. */
const freshAwb = () => `EE${String(Date.now()).slice(-9)}IN`;

async function moveOrder(id: string, change: Record<string, string>): Promise<void> {
  const moved = await apiCall('PATCH', `/admin/orders/${id}/status`, change);
  expect(moved.status, await moved.clone().text()).toBe(200);
}

/** The controls on screen in `scope` smaller than a thumb's target, by their words and size. */
async function smallTargets(scope: Locator): Promise<string[]> {
  const small: string[] = [];
  for (const control of await scope.locator('a, button, summary, label:has(input[type=checkbox])').all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (box && (box.width < TARGET || box.height < TARGET))
      small.push(
        `${(await control.innerText()).trim() || (await control.getAttribute('aria-label'))}: ${box.width}×${box.height}`,
      );
  }
  return small;
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

describe('the owner’s orders on a phone (390 × 844)', () => {
  it('works the queue from cards with one thumb: Mark delivered on a card, Ship from the order page’s bottom bar', async () => {
    const { page } = session;
    // Three cash-on-delivery orders of one shopper: one left pending, one confirmed, one shipped.
    await loginAsNewCustomer(page);
    const orders: Array<{ id: string; named: string }> = [];
    for (let i = 0; i < 3; i++) {
      await addToCart(page, BOOK);
      await placeOrder(page, 'Phone Owner Shopper');
      orders.push(await newestOrder(page));
    }
    const [pending, toShip, shipped] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
    await moveOrder(toShip.id, { status: 'confirmed' });
    await moveOrder(shipped.id, { status: 'confirmed' });
    await moveOrder(shipped.id, { status: 'shipped', courier: 'india-post', awb: freshAwb() });

    await page.setViewportSize(PHONE);
    await ownerLogin(page);
    await page.goto(`${BASE}/dashboard/orders`);
    const cardOf = (order: { named: string }) =>
      page
        .getByTestId('order-card')
        .filter({ has: page.getByRole('link', { name: `View order ${order.named}`, exact: true }) });
    await cardOf(shipped).waitFor();
    await page.waitForLoadState('networkidle');

    // One layout: cards, no table; the chips first, the paperwork folded away below.
    expect(await page.getByRole('table').count()).toBe(0);
    const chips = page.getByRole('group', { name: 'Lists' });
    expect(await chips.getByRole('button', { pressed: true }).allInnerTexts()).toEqual(['All orders']);
    const reports = page.getByTestId('reports-and-printing');
    expect(await reports.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    for (const order of orders) expect(await smallTargets(cardOf(order))).toEqual([]);
    expect(await smallTargets(chips)).toEqual([]);
    expect(await smallTargets(reports)).toEqual([]);
    expect(await reports.getByRole('button').count()).toBe(0);
    expect(
      await cardOf(pending)
        .getByRole('button', { name: `Mark confirmed ${pending.named}` })
        .count(),
    ).toBe(1);
    expect(
      await cardOf(toShip)
        .getByRole('link', { name: `Ship ${toShip.named}` })
        .count(),
    ).toBe(1);
    await shoot(page, 'orders-list-390', false);
    await shoot(page, 'orders-list-390-full');

    // Opened, the paperwork is there, as thumb-sized as the rest.
    await reports.getByText('Reports and printing', { exact: true }).click();
    await reports.getByRole('button', { name: 'Print all confirmed' }).waitFor();
    expect(await smallTargets(reports)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await reports.scrollIntoViewIfNeeded();
    await shoot(page, 'orders-reports-open-390-full');
    await reports.getByText('Reports and printing', { exact: true }).click();

    // Delivered from its card: a COD order's cash is then owed by the courier, its next step.
    await cardOf(shipped)
      .getByRole('button', { name: `Mark delivered ${shipped.named}` })
      .click();
    await cardOf(shipped).getByTestId('order-status').getByText('Delivered', { exact: true }).waitFor();
    await cardOf(shipped)
      .getByRole('link', { name: `Record remittance ${shipped.named}` })
      .waitFor();

    // A chip narrows the list to the orders to ship.
    await chips.getByRole('button', { name: 'To ship' }).click();
    await page.waitForURL(`${BASE}/dashboard/orders?status=confirmed`);
    expect(await chips.getByRole('button', { pressed: true }).allInnerTexts()).toEqual(['To ship']);
    await cardOf(toShip).waitFor();
    expect(new Set(await page.getByTestId('order-card').getByTestId('order-status').allInnerTexts())).toEqual(
      new Set(['Confirmed']),
    );

    // Ship opens the order with the courier and AWB form open, and the bottom bar under the thumb.
    await cardOf(toShip)
      .getByRole('link', { name: `Ship ${toShip.named}` })
      .click();
    await page.waitForURL(`${BASE}/dashboard/orders/${toShip.id}?act=ship`);
    const form = page.getByRole('form', { name: 'Ship this order' });
    await form.waitFor();
    const bar = page.getByTestId('next-step-bar');
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
    expect(barBox.width).toBe(PHONE.width);
    expect(await smallTargets(bar)).toEqual([]);
    expect(await bar.getByRole('button').allInnerTexts()).toEqual(['Mark shipped', 'Cancel order']);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await shoot(page, 'order-ship-form-390', false);

    await form.getByLabel('Courier').selectOption('india-post');
    await form.getByLabel('AWB (consignment number)').fill(freshAwb());
    await form.getByRole('button', { name: 'Mark shipped' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: `Order ${toShip.named}` }).waitFor();
    await expect.poll(() => bar.getByRole('button').allInnerTexts()).toEqual(['Mark delivered', 'Mark returned']);

    // The page's end is above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mail = page.getByRole('region', { name: 'E-mails' });
    await mail.getByTestId('mail-item').first().waitFor();
    const mailBox = (await mail.boundingBox())!;
    expect(mailBox.y + mailBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'order-shipped-390-end', false);
    await shoot(page, 'order-shipped-390-full');

    // The pending order, opened by its number from the list: its next steps in the bar.
    await page.goto(`${BASE}/dashboard/orders`);
    await cardOf(pending)
      .getByRole('link', { name: `View order ${pending.named}`, exact: true })
      .click();
    await page.waitForURL(`${BASE}/dashboard/orders/${pending.id}`);
    await expect.poll(() => bar.getByRole('button').allInnerTexts()).toEqual(['Mark confirmed', 'Cancel order']);
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, 'order-pending-390', false);
  });
});
