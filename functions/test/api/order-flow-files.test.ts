import { Session } from 'node:inspector/promises';
import { fromPaise, toPaise } from '@bookstore/domain';
import { beforeAll, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { CHARGES, ONE_COPY, orderAlong, paidUpi, useStockedShop } from '../../../tests/support/refunds';

// Which files of functions/src run for one COD placement and for one refund: V8's precise coverage
// of this process (the in-process `api` function) around exactly that one request. Of the order's
// own folder, a placement runs its action, placing's checks and its event, and a refund its action,
// its event and the read of the order it answers (decision 072): a reader follows those and
// nothing else of the folder. The lists are printed for the record.
const shop = useStockedShop({ saveBeforeEach: false });
let token: string;
beforeAll(() => {
  token = shop.token();
});

async function filesRunBy(act: () => Promise<unknown>): Promise<string[]> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
  await session.post('Profiler.takePreciseCoverage');
  await act();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  const files = new Set<string>();
  for (const script of result) {
    const match = /functions\/src\/(.+\.ts)/.exec(script.url);
    if (match && script.functions.some((fn) => fn.ranges[0]!.count > 0)) files.add(match[1]!);
  }
  return [...files].sort();
}

const codBody = (email: string) =>
  orderFor(
    { email },
    {
      paymentMethod: 'cod',
      products: ONE_COPY.map(({ productId, quantity }) => ({ productId, quantity })),
      totalPrice: fromPaise(toPaise(ONE_COPY[0]!.price) + toPaise(CHARGES.shipping) + toPaise(CHARGES.codFee)),
    },
  );

it('a COD placement and a refund run only their action, their event and what they need of placing or the reads', async () => {
  const warm = await createCustomer();
  expect((await call('POST', '/orders/create-order', { token: warm.idToken, body: codBody(warm.email) })).status).toBe(
    201,
  );
  const shopper = await createCustomer();
  const placed = await filesRunBy(async () => {
    const answer = await call('POST', '/orders/create-order', { token: shopper.idToken, body: codBody(shopper.email) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
  const { order } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
  const { order: second } = await orderAlong(token, 'upi', paidUpi({ status: 'cancelled' }));
  const refund = (id: string, reference: string) =>
    call('POST', `/admin/orders/${id}/refunds`, { token, body: { amount: 1, method: 'cash', reference } });
  expect((await refund(order._id, 'R-warm')).status).toBe(201);
  const refunded = await filesRunBy(async () => {
    const answer = await refund(second._id, 'R-measured');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });
  console.log(`FLOW cod-placement ${placed.length} files\n  ${placed.join('\n  ')}`);
  console.log(`FLOW refund ${refunded.length} files\n  ${refunded.join('\n  ')}`);
  const orderFolder = (files: string[]) => files.filter((file) => file.startsWith('services/orders/'));
  expect(orderFolder(placed)).toEqual([
    'services/orders/order-actions.ts',
    'services/orders/order-events.ts',
    'services/orders/order-placing.ts',
  ]);
  // The refund's answer is the owner's view of the order, read back by order-reads.
  expect(orderFolder(refunded)).toEqual([
    'services/orders/order-actions.ts',
    'services/orders/order-events.ts',
    'services/orders/order-reads.ts',
  ]);
});
