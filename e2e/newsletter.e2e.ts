import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitForLinks } from '../scripts/lib/mail-catcher';
import { newsletterSubscribers, ownerToken } from './support/admin-api';
import { BASE, useBrowser } from './support/browser';

// The double opt-in in Chromium, with the e-mails the store really sent, read from the local
// catcher (maildev): subscribe in the footer, confirm from the first e-mail's link, leave from
// the welcome e-mail's link.

const session = useBrowser({ width: 375 });
// Looked at by a person after a run, like looks.e2e.ts's.
const SHOTS = join(__dirname, '..', 'artifacts', 'screenshots');

describe('the newsletter', () => {
  it('subscribe in the footer, confirm by the e-mailed link, unsubscribe by the welcome’s link', async () => {
    const { page } = session;
    const owner = await ownerToken();
    const before = await newsletterSubscribers(owner);
    const email = `e2e-newsletter-${Date.now()}@example.com`;

    await page.goto(`${BASE}/cart`);
    const box = page.locator('form#newsletter');
    await box.getByLabel('E-mail address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => box.getByRole('status').innerText()).toContain(`we have sent a link to ${email}`);
    await page.screenshot({ path: join(SHOTS, 'newsletter-footer-375.png'), fullPage: true });

    const [confirmLink] = (await waitForLinks(email, `${BASE}/newsletter/confirm?token=`)).links;
    await page.goto(confirmLink!.href);
    await page.getByRole('heading', { name: 'Confirm your subscription' }).waitFor();
    // Opening the page changed nothing: the button does.
    expect(await newsletterSubscribers(owner)).toBe(before);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    const outcome = page.locator('main').getByRole('status');
    await expect.poll(() => outcome.innerText()).toBe(`Thank you: ${email} is now subscribed to the newsletter.`);
    expect(await newsletterSubscribers(owner)).toBe(before + 1);

    // The welcome's link is the API's (for one-click clients); a browser is sent on to the page.
    const [unsubscribeLink] = (await waitForLinks(email, `${BASE}/api/newsletter/unsubscribe?token=`)).links;
    await page.goto(unsubscribeLink!.href);
    await page.getByRole('heading', { name: 'Unsubscribe from the newsletter' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/newsletter/unsubscribe');
    expect(await newsletterSubscribers(owner)).toBe(before + 1);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect
      .poll(() => outcome.innerText())
      .toBe('You are unsubscribed: the store will send you no more newsletters.');
    await page.getByRole('contentinfo').waitFor();
    await page.screenshot({ path: join(SHOTS, 'newsletter-unsubscribed-375.png'), fullPage: true });
    expect(await newsletterSubscribers(owner)).toBe(before);
  });
});
