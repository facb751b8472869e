import { CUSTOMER_LIMITS } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { drainStock } from '../../../scripts/abuse/stock-drain';
import { SEED_BOOKS } from '../../../seed/catalog';
import { salesFigures } from '../../../tests/support/stock';
import { useSeededStore } from '../../../tests/support/seeded-store';

useSeededStore();

describe('the stock-draining attack (scripts/abuse/stock-drain.ts, npm run abuse:drain-stock)', () => {
  it('one account ordering 5 of every book with fresh keys places 3 orders and leaves every other book alone', async () => {
    const report = await drainStock({ passes: 2 });

    // Unverified: every attempt refused before anything is counted.
    expect(report.unverified).toEqual({ 403: 5 });
    // Verified: 10 attempts an hour, of which 3 fit the open-order limit; the rest 429.
    const attempts = SEED_BOOKS.length * 2;
    expect(report.verified).toEqual({
      201: CUSTOMER_LIMITS.openOrders,
      409: CUSTOMER_LIMITS.orderAttempts - CUSTOMER_LIMITS.openOrders,
      429: attempts - CUSTOMER_LIMITS.orderAttempts,
    });
    expect(report.ordersPlaced).toBe(3);
    expect(report.stockMoved).toHaveLength(3);
    for (const book of report.stockMoved) expect(book.before - book.after).toBe(Math.min(5, book.before));
    expect(report.booksUntouched).toBe(SEED_BOOKS.length - 3);
    expect(report.firstRefusals.map((refusal) => refusal.slice(0, 3))).toEqual(['403', '409', '429']);
    const { stored, summed } = await salesFigures();
    expect(stored).toEqual(summed);
    expect(stored.orders).toBe(3);
  }, 120_000);
});
