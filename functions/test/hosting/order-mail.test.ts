import { LOCAL_MAIL, type OrderMail } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mailTo, startMailCatcher, stopMailCatcher, waitForMail } from '../../../scripts/lib/mail-catcher';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The owner's view of an order's e-mails and the Resend button's route, against the real
// emulators: the sendMail trigger sends through maildev, which the tests read back.

const store = useSeededStore();
let owner: string;
let customer: Customer;

beforeEach(async () => {
  owner = await store.ownerToken();
  customer = await createCustomer();
});

async function placeOrder(): Promise<string> {
  const response = await post('/orders/create-order', orderFor(customer), customer.idToken);
  if (response.status !== 201) throw new Error(`Order failed: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
}

const mailOf = (orderId: string, token = owner) => get<OrderMail[]>(`/admin/orders/${orderId}/mail`, token);
const resend = (mailId: string, token = owner) => call('POST', `/admin/mail/${mailId}/resend`, { token, body: {} });

/** The order's e-mails once every one has left the sender (SUCCESS, or failed for good). */
async function settledMailOf(orderId: string, count: number): Promise<OrderMail[]> {
  return vi.waitFor(
    async () => {
      const { status, body } = await mailOf(orderId);
      expect(status).toBe(200);
      expect(body.map((mail) => mail.state)).toEqual(Array(count).fill('SUCCESS'));
      return body;
    },
    { timeout: 20_000, interval: 250 },
  );
}

/**
 * The customer's order confirmation, sent and caught once. Known by its subject (it names the
 * order): a test may place another order, whose confirmation can arrive first.
 */
async function sentConfirmation(orderId: string): Promise<OrderMail> {
  const confirmation = (await settledMailOf(orderId, 2)).find((mail) => mail.kind === 'order-placed')!;
  expect(await waitForMail(customer.email, { where: (mail) => mail.subject === confirmation.subject })).toHaveLength(1);
  return confirmation;
}

/** Leaves the mail document as the sender does after its last failed try. */
async function markFailed(mailId: string, error = 'connect ECONNREFUSED 127.0.0.1:1025'): Promise<void> {
  const ref = db.collection('mail').doc(mailId);
  const failedAt = Timestamp.now();
  await ref.update({
    delivery: {
      state: 'ERROR',
      attempts: 5,
      error,
      startTime: failedAt,
      endTime: failedAt,
      leaseExpireTime: null,
      nextAttemptAt: null,
      info: null,
    },
  });
}

/** Waits long enough for a stray second send to have reached the catcher, then counts. */
async function settledCount(address: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return (await mailTo(address)).length;
}

describe('GET /api/admin/orders/:id/mail', () => {
  it('lists the order’s e-mails oldest first, each SUCCESS once the trigger has sent it; a status move adds its own', async () => {
    const orderId = await placeOrder();
    const placed = await settledMailOf(orderId, 2);
    expect(placed.map((mail) => [mail.kind, mail.to])).toEqual([
      ['order-placed', [customer.email]],
      ['owner-new-order', [LOCAL_MAIL.ownerEmail]],
    ]);
    const [confirmation] = placed;
    const [caught] = await waitForMail(customer.email);
    expect(confirmation).toMatchObject({
      subject: caught!.subject,
      orderStatus: null,
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    });
    expect(Date.parse(confirmation!.endedAt!)).toBeGreaterThanOrEqual(Date.parse(confirmation!.createdAt));
    // No bodies in the list: the contract check refuses any field the document does not name.
    expect(Object.keys(confirmation!)).not.toContain('html');

    const moved = await call('PATCH', `/admin/orders/${orderId}/status`, { token: owner, body: { status: 'shipped' } });
    expect(moved.status).toBe(409); // pending cannot ship: nothing is queued for a refused move
    expect((await mailOf(orderId)).body).toHaveLength(2);
    await call('PATCH', `/admin/orders/${orderId}/status`, { token: owner, body: { status: 'confirmed' } });
    const after = await settledMailOf(orderId, 3);
    expect(after.slice(0, 2)).toEqual(placed);
    expect(after[2]).toMatchObject({ kind: 'order-status', orderStatus: 'confirmed', to: [customer.email] });
    expect(Date.parse(after[2]!.createdAt)).toBeGreaterThan(Date.parse(placed[1]!.createdAt));
  });

  it('shows a failure with its error, and no other order’s e-mail', async () => {
    const orderId = await placeOrder();
    const other = await placeOrder();
    const confirmation = await sentConfirmation(orderId);
    await settledMailOf(other, 2);
    await markFailed(confirmation._id, 'Greeting never received');
    const list = (await mailOf(orderId)).body;
    const othersIds = new Set((await mailOf(other)).body.map((mail) => mail._id));
    expect(list).toHaveLength(2);
    expect(list.filter((mail) => othersIds.has(mail._id))).toEqual([]);
    expect(list.find((mail) => mail._id === confirmation._id)).toMatchObject({
      state: 'ERROR',
      attempts: 5,
      error: 'Greeting never received',
    });
  });

  it('is the owner’s only, and names no unknown order', async () => {
    const orderId = await placeOrder();
    expect((await mailOf(orderId, customer.idToken)).status).toBe(401);
    expect((await mailOf(orderId, '')).status).toBe(401);
    expect((await mailOf('no-such-order')).status).toBe(404);
  });
});

describe('POST /api/admin/mail/:id/resend', () => {
  it('sends a failed e-mail once more, exactly once, and it shows SUCCESS', async () => {
    const orderId = await placeOrder();
    const confirmation = await sentConfirmation(orderId);
    await markFailed(confirmation._id);

    const response = await resend(confirmation._id);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Sent again.');
    expect(response.body.mail).toMatchObject({ _id: confirmation._id, state: 'SUCCESS', attempts: 1, error: null });
    const caught = await waitForMail(customer.email, { count: 2 });
    expect(caught[1]!.subject).toBe(confirmation.subject);
    expect(await settledCount(customer.email)).toBe(2);
    expect((await mailOf(orderId)).body.find((mail) => mail._id === confirmation._id)!.state).toBe('SUCCESS');
  });

  it('refuses a delivered e-mail with 409 and sends nothing', async () => {
    const orderId = await placeOrder();
    const confirmation = await sentConfirmation(orderId);
    const response = await resend(confirmation._id);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This e-mail was delivered already; it is not sent twice.');
    expect(await settledCount(customer.email)).toBe(1);
    expect((await mailOf(orderId)).body.find((mail) => mail._id === confirmation._id)).toEqual(confirmation);
  });

  it('says when it still fails, keeps it for a retry, and delivers it once the server is back', async () => {
    const orderId = await placeOrder();
    const confirmation = await sentConfirmation(orderId);
    await markFailed(confirmation._id);

    await stopMailCatcher();
    let failing;
    try {
      failing = await resend(confirmation._id);
    } finally {
      await startMailCatcher();
    }
    expect(failing.status).toBe(200);
    expect(failing.body.message).toMatch(/^Still failing: .+; it will be retried at \d{1,2} \w{3} \d{4}, .+\.$/);
    expect(failing.body.mail).toMatchObject({ state: 'RETRY', attempts: 1 });
    expect(failing.body.mail.error).toEqual(expect.any(String));
    expect(Date.parse(failing.body.mail.nextAttemptAt)).toBeGreaterThan(Date.now());

    // A fresh catcher holds nothing: the one Resend below is the only copy it can catch.
    const again = await resend(confirmation._id);
    expect(again.body.message).toBe('Sent again.');
    expect(await waitForMail(customer.email)).toHaveLength(1);
    expect(await settledCount(customer.email)).toBe(1);
  });

  it('is the owner’s only, and checks the id', async () => {
    const orderId = await placeOrder();
    const confirmation = await sentConfirmation(orderId);
    await markFailed(confirmation._id);
    expect((await resend(confirmation._id, customer.idToken)).status).toBe(401);
    expect((await resend(confirmation._id, '')).status).toBe(401);
    expect((await resend('no-such-mail')).status).toBe(404);
    const bad = await resend('__bad__');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: 'That is not an e-mail id.' });
    // None of the refusals sent anything, or touched the failed e-mail.
    expect(await settledCount(customer.email)).toBe(1);
    expect((await mailOf(orderId)).body.find((mail) => mail._id === confirmation._id)!.state).toBe('ERROR');
  });
});
