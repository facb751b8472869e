import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { formatRupees, LOCAL_MAIL, lineTotal } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { mailTo, startMailCatcher, stopMailCatcher, waitForMail, type CaughtMail } from '../scripts/lib/mail-catcher';
import { ROOT } from '../scripts/lib/paths';
import { SEED_BOOKS } from '../seed/catalog';
import { ownerToken, useShopDetails } from './support/admin-api';
import {
  addToCart,
  BASE,
  loginAsNewCustomer,
  ownerLogin,
  placeOrder,
  useBrowser,
  type Session,
} from './support/browser';

// Shipping issues a bill, which needs the shop's legal name and address (decision 048).
useShopDetails();

// The e-mails of one order, from the shopper's checkout to the local inbox (maildev, started
// by `npm test`), and each one as a phone's mail client would show it.
const session = useBrowser();
// Books no other journey orders, so their stock and e-mails are this file's own.
const [twice, once] = [SEED_BOOKS[16]!, SEED_BOOKS[17]!];
const SHOTS = join(ROOT, 'artifacts', 'mail');

/** Opens a caught e-mail's HTML at 375 px in the session's browser, checks it fits, keeps a screenshot. */
async function lookAtPhoneWidth(from: Session, mail: CaughtMail, name: string): Promise<void> {
  const page = await from.context.newPage();
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setContent(mail.html);
    const fits = await page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(fits.scroll, `${name} scrolls sideways at 375 px`).toBeLessThanOrEqual(fits.client);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}-375.png`), fullPage: true });
  } finally {
    await page.close();
  }
}

let customerEmail = '';
let orderId = '';

const move = async (id: string, status: string) => {
  const moved = await fetch(`${BASE}/api/admin/orders/${id}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await ownerToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(moved.status).toBe(200);
};

describe('11. an order is heard about by e-mail', () => {
  it("reaches the customer's and the owner's inboxes, then the shipped e-mail follows", async () => {
    const { page } = session;
    const email = (customerEmail = await loginAsNewCustomer(page));
    await addToCart(page, twice);
    await addToCart(page, once);
    await page.goto(`${BASE}/cart`);
    await page
      .getByRole('group', { name: `Quantity of ${twice.title}` })
      .getByLabel('Increase quantity')
      .click();
    await placeOrder(page, 'Mail Shopper');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${BASE}/orders`);
    orderId = (await page.getByTestId('order').getAttribute('data-order-id')) ?? '';
    expect(orderId).not.toBe('');
    // Subjects name the order by the number its heading shows ("Order #1042").
    const named = (await page.getByTestId('order').getByRole('heading', { level: 2 }).innerText()).replace(
      'Order ',
      '',
    );
    expect(named).toMatch(/^#\d+$/);
    const bySubject = new RegExp(`${named} `);

    const total = formatRupees(
      lineTotal([
        { price: twice.newPrice, quantity: 2 },
        { price: once.newPrice, quantity: 1 },
      ]),
    );
    const [confirmation] = await waitForMail(email, { subject: bySubject });
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).toContain(twice.title);
      expect(part).toContain(once.title);
      expect(part).toContain(formatRupees(lineTotal([{ price: twice.newPrice, quantity: 2 }])));
      expect(part).toContain(total);
    }
    expect(confirmation!.text).toContain(`Pay ${total} in cash when your parcel arrives`);
    expect(confirmation!.text).toContain(`${BASE}/orders`);

    // This order's alert: the owner's inbox holds every order of the run, and a number comes round
    // again each time a suite clears the store (the rushes of order-rush-doors among them).
    const [alert] = await waitForMail(LOCAL_MAIL.ownerEmail, {
      subject: bySubject,
      where: (mail) => mail.text.includes(`/dashboard/orders/${orderId}`),
    });
    expect(alert!.text).toContain(email);
    expect(alert!.text).toContain(total);
    expect(alert!.text).toContain(`${BASE}/dashboard/orders/${orderId}`);

    for (const status of ['confirmed', 'shipped']) await move(orderId, status);
    const [shipped] = await waitForMail(email, { subject: /shipped/i });
    expect(shipped!.subject).toMatch(bySubject);

    await lookAtPhoneWidth(session, confirmation!, 'order-confirmation');
    await lookAtPhoneWidth(session, alert!, 'owner-new-order');
    await lookAtPhoneWidth(session, shipped!, 'order-shipped');
  });

  it("survives the SMTP server being down: the owner's order page shows the failure, and Resend delivers it once", async () => {
    expect(orderId, 'the journey above placed the order').not.toBe('');
    const context = await session.newContext();
    const admin = await context.newPage();
    try {
      await stopMailCatcher();
      await move(orderId, 'delivered'); // the owner's change succeeds; its e-mail cannot go out
      await ownerLogin(admin);
      await admin.goto(`${BASE}/dashboard/orders/${orderId}`);
      const emails = admin.getByRole('list', { name: 'E-mails, oldest first' });
      const delivered = emails.getByTestId('mail-item').filter({ hasText: /delivered/i });
      // The page polls while the e-mail is queued or being sent, then shows the failure.
      await delivered.getByRole('button', { name: /Resend/ }).waitFor({ timeout: 30_000 });
      expect(await delivered.getByTestId('mail-state').innerText()).toMatch(/Will retry at/);
      expect(await delivered.getByTestId('mail-error').innerText()).toMatch(/ECONNREFUSED|connect/i);
      const sent = emails.getByTestId('mail-state').filter({ hasText: /^Sent/ });
      expect(await sent.count(), 'the confirmation, the alert and the two moves went out').toBe(4);

      await startMailCatcher();
      await delivered.getByRole('button', { name: /Resend/ }).click();
      await admin.getByText('Sent again.').waitFor();
      await delivered
        .getByTestId('mail-state')
        .filter({ hasText: /^Sent at/ })
        .waitFor();
      expect(await delivered.getByRole('button', { name: /Resend/ }).count()).toBe(0);
      const arrived = await waitForMail(customerEmail, { subject: /delivered/i });
      await new Promise((resolve) => setTimeout(resolve, 1500)); // time for any second copy to land
      expect((await mailTo(customerEmail)).filter((mail) => /delivered/i.test(mail.subject))).toHaveLength(
        arrived.length,
      );
      expect(arrived).toHaveLength(1);
    } finally {
      await context.close();
      // Whatever happened, the journeys after this one find the catcher running.
      await stopMailCatcher();
      await startMailCatcher();
    }
  });
});
