import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatRupees, type Order } from '@bookstore/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../scripts/lib/paths';
import { SEED_BOOKS } from '../seed/catalog';
import { pdfText, requirePoppler } from '../tests/support/pdf-reading';
import { adminStats, apiCall, ownerToken, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  newestOrder,
  ownerBrowser,
  placeOrder,
  shootAtBothWidths,
  useBrowser,
} from './support/browser';

// A shopper with a delivered COD order of two books asks to return one; the owner
// approves it with a pickup, marks it received, and records the refund, in Chromium.
const session = useBrowser();
useShopDetails();
// Books no other journey orders, so their stock is this file's own.
const kept = SEED_BOOKS[18]!;
const returned = SEED_BOOKS[19]!;
const SHOTS = join(ROOT, 'artifacts', 'returns');
beforeAll(() => requirePoppler());

const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

describe('a return after delivery', () => {
  it('returns one of two books of a delivered COD order: asked, approved, received, refunded', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, kept);
    await addToCart(page, returned);
    await placeOrder(page, 'Return Shopper');
    const { id } = await newestOrder(page);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await apiCall('PATCH', `/admin/orders/${id}/status`, { status });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    const queued = (await adminStats(await ownerToken())).queue.returnRequests;

    await page.goto(`${BASE}/orders`);
    const card = page.locator(`[data-order-id="${id}"]`);
    await card.getByRole('button', { name: 'Request a return' }).click();
    const form = card.getByRole('form', { name: 'Request a return' });
    await form.getByLabel(new RegExp(`^${returned.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: copies`)).fill('1');
    await form.getByLabel('Why').selectOption('damaged');
    await form.getByLabel('Note (optional)').fill('The cover is torn <b>$&</b>');
    await form.getByLabel('UPI ID', { exact: true }).fill('return.shopper@okbank');
    await shoot(page, 'return-request-form');
    await form.getByRole('button', { name: 'Send the request' }).click();
    await card.getByRole('status').getByText('Your return request is sent').waitFor();
    const mine = card.getByTestId('my-return');
    await mine.waitFor();
    expect(await mine.innerText()).toBe(
      `Return of 1 × ${returned.title}: requested, waiting for the shop; refund to UPI ID ending …bank.`,
    );
    await shoot(page, 'return-requested');
    expect((await adminStats(await ownerToken())).queue.returnRequests).toBe(queued + 1);

    const owner = await ownerBrowser(session);
    try {
      const admin = owner.page;
      await admin.goto(`${BASE}/dashboard`);
      await admin.getByRole('link', { name: /^Return requests/ }).click();
      await admin.getByRole('heading', { name: 'Return requests', level: 1 }).waitFor();
      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      const requests = admin.getByRole('region', { name: 'Return requests' });
      // The books come back through the request: the whole-order return is not offered.
      await admin.getByText('its books come back through its return requests').waitFor();
      expect(await admin.getByRole('button', { name: 'Mark returned' }).count()).toBe(0);
      const request = requests.getByTestId('return-request');
      // The owner reads where the refund goes, in full; the note as the shopper wrote it.
      await request.getByText('Refund to: UPI ID return.shopper@okbank').waitFor();
      await request.getByText('“The cover is torn <b>$&</b>”').waitFor();
      await request.getByLabel('Pickup courier').selectOption('delhivery');
      await request.getByLabel('Pickup AWB').fill('RET12345');
      await request.getByRole('button', { name: 'Approve' }).click();
      await request.getByText('Pickup: Delhivery, AWB RET12345').waitFor();
      expect(await request.getByTestId('return-state').innerText()).toBe('approved');
      await request.getByRole('button', { name: 'Received' }).click();
      await request.getByText(/^Credit note CN\//).waitFor();
      expect(await request.getByTestId('return-state').innerText()).toBe('received');
      await shoot(admin, 'return-received-owner');

      // The existing refund form records the refund of the returned book.
      const refund = admin.getByRole('form', { name: 'Record refund' });
      // By name: the cash's remittance form beside it has an "amount" and a "reference" too, and
      // the two share the ids FormField makes of the names, so the labels point at its boxes.
      expect(await refund.locator('input[name="amount"]').inputValue()).toBe(String(returned.newPrice));
      await refund.locator('input[name="reference"]').fill('5123 4567 8977');
      await refund.getByRole('button', { name: 'Record refund' }).click();
      await refund.waitFor({ state: 'detached' });
      const order = (await (await apiCall('GET', `/admin/orders/${id}`)).json()) as Order;
      expect(order).toMatchObject({ status: 'delivered', refundOwed: returned.newPrice, refundOutstanding: 0 });
    } finally {
      await owner.close();
    }

    await page.goto(`${BASE}/orders`);
    await card
      .getByTestId('my-return')
      .getByText(/received/)
      .waitFor();
    expect(await card.getByTestId('my-return').innerText()).toBe(
      `Return of 1 × ${returned.title}: received (pickup AWB RET12345); ${formatRupees(returned.newPrice)} to be refunded; refund to UPI ID ending …bank.`,
    );
    await shoot(page, 'return-received-shopper');

    // The return's own credit note is the shopper's to download, for the returned book alone.
    const noteButton = card
      .getByText(/^Credit note for a return CN\//)
      .getByRole('button', { name: 'Download credit note' });
    const [download] = await Promise.all([page.waitForEvent('download'), noteButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^CN-\d{2}-\d{2}-\d{6}\.pdf$/);
    const text = pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(returned.title);
    expect(text).not.toContain(kept.title);
  });
});
