import { MY_ORDERS_PAGE_SIZE, orderReference } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { addToCart, BASE, loginAsNewCustomer, newestOrder, placeOrder, useBrowser } from './support/browser';

// A customer with more orders than a page, in Chromium (decision 070): the orders page and the
// dashboard show the newest page, "Show more orders" (disabled while it loads) brings the rest,
// and the oldest order comes last.
const session = useBrowser();
// A book no other journey orders, so its stock is this file's own.
const book = SEED_BOOKS[48]!;
const ORDERS = MY_ORDERS_PAGE_SIZE + 5;

/** Older copies of the customer's one placed order, a day apart: the orders newest first, the placed one first. */
async function olderCopiesOf(id: string): Promise<Array<{ _id: string; number: number }>> {
  const { db } = await import('../tests/support/emulators');
  const record = (await db.collection('orders').doc(id).get()).data()!;
  const placedAt = (record.createdAt as Timestamp).toMillis();
  const batch = db.batch();
  const copies = Array.from({ length: ORDERS - 1 }, (_, i) => {
    const ref = db.collection('orders').doc();
    const copy = { _id: ref.id, number: (record.number as number) * 100 + i };
    batch.set(ref, {
      ...record,
      number: copy.number,
      createdAt: Timestamp.fromMillis(placedAt - (i + 1) * 86_400_000),
    });
    return copy;
  });
  await batch.commit();
  return [{ _id: id, number: record.number as number }, ...copies];
}

describe('a customer with more orders than a page', () => {
  it('sees the newest page, loads the next on demand, and finds the oldest order last', async () => {
    const { page } = session;
    await loginAsNewCustomer(page);
    await addToCart(page, book);
    await placeOrder(page, 'Paging Reader');
    const { id } = await newestOrder(page);
    const newestFirst = await olderCopiesOf(id);
    const ids = newestFirst.map((order) => order._id);

    for (const [path, testId] of [
      ['/orders', 'order'],
      ['/user-dashboard', 'dashboard-order'],
    ] as const) {
      // The older page waits until the button has been seen busy.
      let releaseOlder!: () => void;
      const olderAsked = new Promise<void>((resolve) => (releaseOlder = resolve));
      await page.route(/\/api\/orders\/email\/[^?]+\?cursor=/, async (route) => {
        await olderAsked;
        await route.continue();
      });
      await page.goto(`${BASE}${path}`);
      const cards = page.getByTestId(testId);
      const more = page.getByRole('button', { name: 'Show more orders' });
      await more.waitFor();
      expect(await cards.count(), path).toBe(MY_ORDERS_PAGE_SIZE);
      // Each card names its order by number, newest first.
      const names = async () => (await cards.allInnerTexts()).map((text) => /Order (#\d+)/.exec(text)?.[1]);
      expect(await names()).toEqual(newestFirst.slice(0, MY_ORDERS_PAGE_SIZE).map(orderReference));

      await more.click();
      const busy = page.getByRole('button', { name: 'Loading more orders...' });
      await busy.waitFor();
      expect(await busy.isDisabled()).toBe(true);
      releaseOlder();

      await page.waitForFunction(([id, count]) => document.querySelectorAll(`[data-testid="${id}"]`).length === count, [
        testId,
        ORDERS,
      ] as const);
      expect(await page.getByRole('button', { name: /more orders/ }).count()).toBe(0);
      const all = await names();
      expect(all).toEqual(newestFirst.map(orderReference));
      expect(all.at(-1)).toBe(orderReference(newestFirst.at(-1)!));
      if (path === '/orders')
        expect(await cards.evaluateAll((list) => list.map((card) => card.getAttribute('data-order-id')))).toEqual(ids);
      await page.unroute(/\/api\/orders\/email\/[^?]+\?cursor=/);
    }
  }, 120_000);
});
