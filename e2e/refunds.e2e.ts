import {
  DEFAULT_STORE_SETTINGS,
  formatRupees,
  formatStoreDate,
  type Order,
  type StoreSettings,
} from '@bookstore/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../scripts/lib/mail-catcher';
import { SEED_BOOKS } from '../seed/catalog';
import { adminStats, apiCall, ownerToken } from './support/admin-api';
import { addToCart, BASE, loginAsNewCustomer, ownerBrowser, placeUpiOrderAndPay, useBrowser } from './support/browser';

// A paid UPI order that is cancelled owes its money back, and the owner pays it
// from the overview's "Refunds to make", as the shopper and the owner do it in Chromium.
const session = useBrowser();
// A book no other journey orders, so its stock is this file's own.
const book = SEED_BOOKS[28]!;

// The whole of a shop's details: a bill is issued when the owner marks the UPI order paid, and
// bills refuse to issue while the legal name or the address are the placeholders.
const SETTINGS: StoreSettings = {
  ...DEFAULT_STORE_SETTINGS,
  shopName: 'Refund Reads',
  legalName: 'Refund Reads Private Limited',
  address: '14 Residency Road, Bengaluru, Karnataka 560025',
  supportEmail: 'care@refundreads.example.in',
  supportPhone: '+91 98450 12345',
  grievanceOfficer: { name: 'Asha Rao', email: 'grievance@refundreads.example.in', phone: '+91 98450 12346' },
  upi: { ...DEFAULT_STORE_SETTINGS.upi, vpa: 'refundreads@okbank', payeeName: 'Refund Reads' },
  shipping: { flatCharge: 40, freeAbove: null, prefixCharges: [] },
};

beforeAll(async () => {
  const saved = await apiCall('PUT', '/admin/settings', SETTINGS);
  expect(saved.status, await saved.clone().text()).toBe(200);
});

afterAll(async () => {
  // The journeys after this one find a shop with no settings (no charges), as they expect.
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
});

const refundsToMake = async () => (await adminStats(await ownerToken())).queue.refundsToMake;

describe('a refund, owed and paid', () => {
  it('a paid UPI order is cancelled; the shopper sees the refund due; the owner pays it from the queue; the shopper is told and sees it', async () => {
    const { page } = session;
    const email = await loginAsNewCustomer(page);
    await addToCart(page, book);
    const total = formatRupees(book.newPrice + 40);
    const { id, named } = await placeUpiOrderAndPay(page, { name: 'Refund Shopper', total, utr: '4123 4567 8955' });
    const card = () => page.locator(`[data-order-id="${id}"]`);
    // An order waiting for its payment owes nothing back.
    expect(await card().getByTestId('refunds').count()).toBe(0);

    const before = await refundsToMake();
    const owner = await ownerBrowser(session);
    try {
      const admin = owner.page;
      // The owner sees the money in the bank's statement, marks it paid, then cancels the order.
      await admin.goto(`${BASE}/dashboard/orders?status=payment-submitted`);
      const row = admin.getByTestId('payment-row').filter({ hasText: '412345678955' });
      await row.getByRole('button', { name: /^Mark paid/ }).click();
      await row.waitFor({ state: 'detached' });
      await admin.goto(`${BASE}/dashboard/orders/${id}`);
      await admin.getByRole('group', { name: 'Next steps' }).getByRole('button', { name: 'Cancel order' }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
      const refund = admin.getByRole('region', { name: 'Refund' });
      await refund.getByTestId('refund-outstanding').getByText(total, { exact: true }).waitFor();
      const owed = await refundsToMake();
      expect(owed.count).toBe(before.count + 1);
      expect(owed.amount).toBeCloseTo(before.amount + book.newPrice + 40, 2);

      // The shopper's orders page says how much comes back, and by when.
      await page.goto(`${BASE}/orders`);
      const { refundDueBy } = (await (await apiCall('GET', `/admin/orders/${id}`)).json()) as Order;
      const due = card().getByTestId('refunds');
      await due.waitFor();
      expect(await due.innerText()).toBe(`Refund of ${total} due by ${formatStoreDate(refundDueBy!)}.`);

      // From the overview's queue to the list of refunds to make, and on to the order.
      await admin.goto(`${BASE}/dashboard`);
      const figure = admin.getByRole('link', { name: /^Refunds to make/ });
      expect(await figure.getByTestId('queue-refunds').innerText()).toContain(formatRupees(owed.amount));
      await figure.click();
      await admin.getByRole('heading', { name: 'Refunds to make' }).waitFor();
      expect(new URL(admin.url()).search).toBe('?view=refunds');
      const listed = admin.getByTestId('order-row').filter({ hasText: named });
      expect(await listed.getByTestId('refund-due').innerText()).toContain(`Refund ${total} due by`);
      await listed.getByRole('link', { name: /^View/ }).click();

      const form = admin.getByRole('form', { name: 'Record refund' });
      expect(await form.getByLabel('Amount (₹)').inputValue()).toBe(String(book.newPrice + 40));
      expect(await form.getByLabel('Method').inputValue()).toBe('upi');
      // More than is outstanding: the server's 409 says how much is, and nothing is recorded.
      // Chromium logs the refused call, and the owner's request its failure.
      session.allowErrors(
        /status of 409 \(Conflict\)|Admin request POST \/api\/admin\/orders\/\{id\}\/refunds failed ApiError: Only ₹/,
      );
      await form.getByLabel('Amount (₹)').fill(String(book.newPrice + 41));
      await form.getByLabel('UTR (12 digits)').fill('5123 4567 8902');
      await form.getByRole('button', { name: 'Record refund' }).click();
      const refusal = admin.getByRole('alert').filter({ hasText: total });
      await refusal.waitFor();
      expect((await refundsToMake()).count).toBe(owed.count);
      // The amount outstanding, paid by UPI.
      await form.getByLabel('Amount (₹)').fill(String(book.newPrice + 40));
      await form.getByRole('button', { name: 'Record refund' }).click();
      await form.waitFor({ state: 'detached' });
      expect(await refund.getByTestId('refund-outstanding').innerText()).toBe(formatRupees(0));
      const paid = refund.getByTestId('refund-row');
      expect(await paid.innerText()).toContain('512345678902');
      expect(await paid.innerText()).toContain(total);
      const after = await refundsToMake();
      expect(after.count).toBe(before.count);
    } finally {
      await owner.close();
    }

    const [sent] = await waitForMail(email, { subject: /Refund sent/ });
    expect(sent!.text).toContain(total);
    expect(sent!.text).toContain('512345678902');

    await page.goto(`${BASE}/orders`);
    const refunded = card().getByTestId('refunds');
    await refunded.getByText(/^Refunded/).waitFor();
    expect(await refunded.innerText()).toBe(
      `Refunded ${total} on ${formatStoreDate(new Date())} (UPI, UTR 512345678902).`,
    );
  });
});
