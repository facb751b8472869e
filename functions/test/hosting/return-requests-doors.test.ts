import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../tests/support/emulators';
import { API_DOORS, doorCall } from '../../../tests/support/http';
import { storedState, useStockedShop } from '../../../tests/support/refunds';
import { deliveredDaysAgo, deliveredOrder, ONE_B, TWO_A, UPI_ID } from '../../../tests/support/returns';

// Return requests at both doors: Hosting's rewrite, and the function's own URL that
// anyone can call around Hosting. The same customer-only and owner-only access, the same refusals.

// The seeded store, its books well stocked and the shop's details saved (tests/support/refunds.ts).
const shop = useStockedShop();
let token: string;
beforeAll(() => {
  token = shop.token();
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const send = doorCall(base);
  const body = (items: unknown) => ({ items, reason: 'missing-pages', note: '<b>$&</b>', refundTo: { upiId: UPI_ID } });

  it('takes a request (201), refuses the same books twice and a closed window (409), and another’s order (404)', async () => {
    const { order, customer } = await deliveredOrder(token);
    const made = await send('POST', `/orders/${order._id}/return-requests`, body(ONE_B), customer.idToken);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ state: 'requested', note: '<b>$&</b>', refundTo: 'UPI ID ending …bank' });
    const twice = await send('POST', `/orders/${order._id}/return-requests`, body(ONE_B), customer.idToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/is in a return request already/);

    const stranger = await createCustomer();
    const theirs = await send('POST', `/orders/${order._id}/return-requests`, body(TWO_A), stranger.idToken);
    expect(theirs.status).toBe(404);
    expect((await send('POST', `/orders/${order._id}/return-requests`, body(TWO_A))).status).toBe(401);

    const late = await deliveredOrder(token);
    await deliveredDaysAgo(late.order._id, 8);
    const before = await storedState(late.order._id);
    const closed = await send('POST', `/orders/${late.order._id}/return-requests`, body(ONE_B), late.customer.idToken);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^The return window closed on /);
    expect(await storedState(late.order._id)).toEqual(before);
  });

  it('keeps the decision to the owner: approve, then received; a decline needs a reason', async () => {
    const { order, customer } = await deliveredOrder(token);
    const made = await send('POST', `/orders/${order._id}/return-requests`, body(ONE_B), customer.idToken);
    const id = made.body.id as string;
    const path = `/admin/return-requests/${id}`;
    expect((await send('PATCH', path, { decision: 'approve' })).status).toBe(401);
    // A customer's ID token is no owner's session.
    expect((await send('PATCH', path, { decision: 'approve' }, customer.idToken)).status).toBe(401);
    expect((await send('PATCH', '/admin/return-requests/nothing-here', { decision: 'approve' }, token)).status).toBe(
      404,
    );
    const noReason = await send('PATCH', path, { decision: 'decline' }, token);
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toHaveProperty('reason');
    const approved = await send(
      'PATCH',
      path,
      { decision: 'approve', courier: 'india-post', awb: 'EM123456789IN' },
      token,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await send('PATCH', path, { decision: 'decline', reason: 'Late' }, token)).status).toBe(409);
    const received = await send('PATCH', path, { decision: 'received' }, token);
    expect(received.status).toBe(200);
    expect(received.body.order).toMatchObject({ status: 'delivered', returns: [{ state: 'received' }] });
    expect(received.body.order.refundOwed).toBeGreaterThan(0);
    expect((await send('PATCH', path, { decision: 'received' }, token)).status).toBe(409);
  });
});
