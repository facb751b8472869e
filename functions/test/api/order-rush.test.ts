import { describe, expect, it } from 'vitest';
import { API } from '../../../tests/support/emulators';
import { describeRush, orderRush } from '../../../tests/support/order-rush';
import { useSeededStore } from '../../../tests/support/seeded-store';

// Orders arriving together, from different customers, on one instance of the
// function as deployed (concurrency 16, here the app in this process). No document is read and
// written by every order, so none of them waits out the others. order-rush-doors.test.ts sends
// the same rush through Hosting and the function's own URL.

useSeededStore();

describe.each([40, 100])('%i orders from different customers at once', (count) => {
  it('are all placed, each with its own number, and the statistics count every one', async () => {
    const rush = await orderRush(count, API);
    console.log(describeRush(`in-process, ${count} at once`, rush));
    expect(rush.statuses).toEqual(Array(count).fill(201));
    expect(new Set(rush.numbers).size).toBe(count);
    expect(rush.storedOrders).toBe(count);
    expect(rush.stored).toEqual(rush.summed);
    expect(rush.stored.orders).toBe(count);
  }, 180_000);
});
