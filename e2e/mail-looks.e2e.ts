import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyMail, hostileOrder } from '../tests/support/mail-fixtures';
import { useBrowser } from './support/browser';

// The e-mails as a phone-width mail client shows them. No emulators needed: each template is
// rendered with fixtures (hostile names, a title of one unbroken word, a very long e-mail
// address) and loaded with setContent.
const SHOTS = join(__dirname, '..', 'artifacts', 'mail');
mkdirSync(SHOTS, { recursive: true });
const PHONE = 375;

describe('e-mails at 375 px', () => {
  const session = useBrowser({ width: PHONE });

  it.each(everyMail(hostileOrder()))(
    '%s fits the width, reads at 14 px or more, and runs nothing',
    async (name, mail) => {
      const { page } = session;
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.setContent(mail.html);

      const { scrollWidth, clientWidth, smallest } = await page.evaluate(() => {
        // The smallest font of any element that shows text of its own (the hidden preheader shows none).
        const sizes = [...document.body.querySelectorAll('*')]
          .filter((element) => element.getClientRects().length > 0)
          .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
          .map((element) => parseFloat(getComputedStyle(element).fontSize));
        const root = document.documentElement;
        return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, smallest: Math.min(...sizes) };
      });
      expect(clientWidth).toBe(PHONE);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
      expect(smallest).toBeGreaterThanOrEqual(14);
      expect(dialogs).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
    },
  );
});
