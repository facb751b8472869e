import { createServer, type Server } from 'node:net';
import { formatRupees, LOCAL_MAIL, LOW_STOCK_THRESHOLD, MAIL_CATCHER_PORTS } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  mailTo,
  startMailCatcher,
  stopMailCatcher,
  waitForMail,
  type CaughtMail,
} from '../../../scripts/lib/mail-catcher';
import { MAIL_MAX_ATTEMPTS } from '../../src/config';
import { assertLocalOnEmulator, smtpTransport } from '../../src/mail/transport/smtp-transport';
import { deliverMail, retryDelaySeconds, retryDueMail } from '../../src/mail/outbox/mail-delivery';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { setStock } from '../../../tests/support/stock';

// The outbox against the real emulators and the real local SMTP server (maildev, started by
// `npm test`): the Functions emulator runs the sendMail trigger on every mail document.

const sender = { transport: smtpTransport(LOCAL_MAIL.smtpUri), from: LOCAL_MAIL.from };
const store = useSeededStore({ per: 'suite' });

interface StoredMail {
  id: string;
  to: string[];
  kind: string;
  orderId: string;
  message: { subject: string; text: string; html: string };
  delivery: { state: string; attempts: number; error: string | null; nextAttemptAt: Timestamp | null };
}

const mailOfOrder = async (orderId: string): Promise<StoredMail[]> =>
  (await db.collection('mail').where('orderId', '==', orderId).get()).docs.map(
    (doc) => ({ id: doc.id, ...doc.data() }) as StoredMail,
  );
const mailCount = async () => (await db.collection('mail').count().get()).data().count;

/** Polls until every mail of the order is in one of the states (the trigger runs ~200 ms after the commit). */
const settled = (orderId: string, states: string[], timeoutMs = 30_000): Promise<StoredMail[]> =>
  vi.waitFor(
    async () => {
      const mail = await mailOfOrder(orderId);
      expect(mail.length).toBeGreaterThan(0);
      expect(mail.map((one) => one.delivery.state).filter((state) => !states.includes(state))).toEqual([]);
      return mail;
    },
    { timeout: timeoutMs, interval: 250 },
  );

/** Each placed order's number: e-mail subjects name the order by it ("#1042 "), not by its id. */
const numbers = new Map<string, number>();
const named = (orderId: string) => `#${numbers.get(orderId)} `;

async function placeOrder(customer: Customer, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer, overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  numbers.set(response.body._id as string, response.body.number as number);
  return response.body._id as string;
}

/** Mail caught for the address whose subject names the order. */
/**
 * The order's e-mails to `address`. The owner's inbox holds every order of the run, and a number
 * comes round again each time a suite clears the store: the owner's are told apart by the link.
 */
const caughtFor = async (address: string, orderId: string): Promise<CaughtMail[]> =>
  (await mailTo(address)).filter(
    (mail) =>
      mail.subject.includes(named(orderId)) &&
      (address !== LOCAL_MAIL.ownerEmail || mail.text.includes(`/dashboard/orders/${orderId}`)),
  );

beforeAll(async () => {
  await setStock(100);
});

describe('an order and its e-mails', () => {
  let customer: Customer;
  let orderId: string;

  beforeAll(async () => {
    customer = await createCustomer();
    orderId = await placeOrder(customer, { name: '<img src=x onerror=alert(1)>' });
  });

  it('queues the confirmation and the owner alert in the order transaction', async () => {
    const mail = await mailOfOrder(orderId);
    expect(mail.map((one) => [one.kind, one.to])).toEqual(
      expect.arrayContaining([
        ['order-placed', [customer.email]],
        ['owner-new-order', [LOCAL_MAIL.ownerEmail]],
      ]),
    );
    expect(mail).toHaveLength(2);
  });

  it('delivers the confirmation with the books, quantities and total, and the alert to the owner', async () => {
    const [confirmation] = await waitForMail(customer.email, { subject: new RegExp(named(orderId)) });
    const total = formatRupees(bookA.newPrice * 2 + bookB.newPrice);
    expect(confirmation!.text).toContain(bookA.title);
    expect(confirmation!.text).toContain(bookB.title);
    expect(confirmation!.text).toContain(`Pay ${total} in cash when your parcel arrives`);
    expect(confirmation!.html).toContain(total);
    expect(confirmation!.from[0]!.address).toBe('orders@bookstore.test');

    const [alert] = await waitForMail(LOCAL_MAIL.ownerEmail, {
      subject: new RegExp(named(orderId)),
      where: (mail) => mail.text.includes(`/dashboard/orders/${orderId}`),
    });
    expect(alert!.text).toContain(customer.email);
    expect(alert!.text).toContain(`/dashboard/orders/${orderId}`);
    expect((await settled(orderId, ['SUCCESS'])).every((one) => one.delivery.attempts === 1)).toBe(true);
  });

  it("arrives with the customer's hostile name as text, never as markup", async () => {
    const [confirmation] = await waitForMail(customer.email, { subject: new RegExp(named(orderId)) });
    expect(confirmation!.html).not.toContain('<img src=x');
    expect(confirmation!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(confirmation!.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('sends the shipped e-mail when the owner ships the order, one per move', async () => {
    const token = await store.ownerToken();
    await saveShopDetails(token);
    for (const status of ['confirmed', 'shipped']) {
      const moved = await call('PATCH', `/admin/orders/${orderId}/status`, { token, body: { status } });
      expect(moved.status).toBe(200);
    }
    await waitForMail(customer.email, { subject: /shipped/i });
    const statusMail = (await mailOfOrder(orderId)).filter((one) => one.kind === 'order-status');
    expect(statusMail).toHaveLength(2);
    // A refused move (shipped → pending is not allowed) queues nothing.
    const before = await mailCount();
    const refused = await call('PATCH', `/admin/orders/${orderId}/status`, { token, body: { status: 'pending' } });
    expect(refused.status).toBe(409);
    expect(await mailCount()).toBe(before);
  });

  it('queues nothing for a refused order', async () => {
    const before = await mailCount();
    const wrongTotal = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: orderFor(customer, { totalPrice: 1 }),
    });
    expect(wrongTotal.status).toBe(400);
    await setStock(0, [bookB.slug]);
    const soldOut = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
    expect(soldOut.status).toBe(409);
    await setStock(100, [bookB.slug]);
    expect(await mailCount()).toBe(before);
  });
});

describe('low stock', () => {
  it('alerts the owner once per crossing of the threshold, not once per order', async () => {
    const customer = await createCustomer();
    await setStock(LOW_STOCK_THRESHOLD + 2, [bookA.slug]);
    const oneCopy = (id: string) => ({
      products: [{ productId: id, quantity: 1 }],
      totalPrice: id === bookA.slug ? bookA.newPrice : bookB.newPrice,
    });
    const lowStockOf = async (orderIds: string[]) =>
      (await Promise.all(orderIds.map(mailOfOrder))).flat().filter((one) => one.kind === 'low-stock');

    const above = await placeOrder(customer, oneCopy(bookA.slug)); // threshold + 1: still above
    const crossing = await placeOrder(customer, oneCopy(bookA.slug)); // threshold: crosses
    const below = await placeOrder(customer, oneCopy(bookA.slug)); // threshold - 1: already low
    const alerts = await lowStockOf([above, crossing, below]);
    expect(alerts.map((one) => one.orderId)).toEqual([crossing]);
    expect(alerts[0]!.message.subject).toContain(bookA.title);

    // Back above the threshold (the owner restocks), then down again: a new crossing, a new alert.
    await setStock(LOW_STOCK_THRESHOLD + 1, [bookA.slug]);
    const again = await placeOrder(await createCustomer(), oneCopy(bookA.slug));
    expect(await lowStockOf([again])).toHaveLength(1);
  });
});

describe('the sender', () => {
  /** A mail document written as an order would write it; the emulator's trigger fires on it too. */
  async function queued(to: string, subject: string): Promise<string> {
    const ref = db.collection('mail').doc();
    await ref.set({
      to: [to],
      message: { subject, text: 'Plain part.', html: '<p>HTML part.</p>' },
      kind: 'other',
      orderId: '',
      createdAt: Timestamp.now(),
      delivery: { state: 'PENDING', attempts: 0, error: null },
    });
    return ref.id;
  }

  const untilState = (id: string, state: string) =>
    vi.waitFor(async () => expect((await db.collection('mail').doc(id).get()).get('delivery.state')).toBe(state), {
      timeout: 30_000,
      interval: 200,
    });

  it('sends one e-mail when the sender runs several times for one document', async () => {
    const to = `twice-${Date.now()}@bookstore.test`;
    const id = await queued(to, 'Sent once');
    // The trigger, plus two more senders racing it: a redelivered event and the retry sweep.
    const outcomes = await Promise.all([deliverMail(id, sender), deliverMail(id, sender)]);
    expect(outcomes.filter((outcome) => outcome === 'sent').length).toBeLessThanOrEqual(1);
    await waitForMail(to);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // time for any second copy to land
    expect(await mailTo(to)).toHaveLength(1);
    expect(await deliverMail(id, sender)).toBe('skipped');
    const stored = (await db.collection('mail').doc(id).get()).data()!;
    expect(stored.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null });
  });

  it('backs off 1, 2, 4 and 8 minutes, then gives up after the 5th failure', async () => {
    const id = await queued(`backoff-${Date.now()}@bookstore.test`, 'Never sent');
    // A real SMTP client against a port nothing listens on: the connection is refused.
    const nowhere = { transport: smtpTransport('smtp://127.0.0.1:1'), from: LOCAL_MAIL.from };
    const ref = db.collection('mail').doc(id);
    // Let the emulator's trigger deliver this one first, then put it back as a failure would.
    await untilState(id, 'SUCCESS');
    await ref.update({ 'delivery.state': 'PENDING', 'delivery.attempts': 0 });

    let now = Timestamp.now();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await deliverMail(id, nowhere, now)).toBe(attempt < MAIL_MAX_ATTEMPTS ? 'retry' : 'failed');
      const { delivery } = (await ref.get()).data()!;
      expect(delivery.attempts).toBe(attempt);
      expect(delivery.error).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(delivery.state).toBe('RETRY');
        const next = delivery.nextAttemptAt as Timestamp;
        waits.push((next.toMillis() - now.toMillis()) / 1000);
        // Not due before its time: a sweep a second early leaves it alone.
        expect(await deliverMail(id, nowhere, Timestamp.fromMillis(next.toMillis() - 1000))).toBe('skipped');
        now = next;
      } else {
        expect(delivery.state).toBe('ERROR');
        expect(delivery.nextAttemptAt).toBeNull();
      }
    }
    expect(waits).toEqual([1, 2, 3, 4].map(retryDelaySeconds));
    expect(waits).toEqual([60, 120, 240, 480]);
    // Failed for good: no sweep picks it up again.
    expect(await deliverMail(id, sender, Timestamp.fromMillis(now.toMillis() + 86_400_000))).toBe('skipped');
  });

  it('takes over a mail whose sender died mid-send once its lease has run out, and not before', async () => {
    const to = `lease-${Date.now()}@bookstore.test`;
    const id = await queued(to, 'Lease taken over');
    await untilState(id, 'SUCCESS'); // the trigger's own send
    const ref = db.collection('mail').doc(id);
    const lease = Timestamp.fromMillis(Date.now() + 60_000);
    await ref.update({ 'delivery.state': 'PROCESSING', 'delivery.leaseExpireTime': lease });
    expect(await deliverMail(id, sender)).toBe('skipped');
    const report = await retryDueMail(sender, { now: Timestamp.fromMillis(lease.toMillis() + 1000) });
    expect(report.sent).toBeGreaterThanOrEqual(1);
    expect((await ref.get()).get('delivery.state')).toBe('SUCCESS');
  });

  it('refuses any SMTP server but a local one on the emulators', () => {
    expect(() => assertLocalOnEmulator('smtps://user:pw@smtp.gmail.com:465', { FUNCTIONS_EMULATOR: 'true' })).toThrow(
      /only to a local SMTP server/,
    );
    expect(() => assertLocalOnEmulator(LOCAL_MAIL.smtpUri, { FUNCTIONS_EMULATOR: 'true' })).not.toThrow();
    expect(() => assertLocalOnEmulator('smtps://user:pw@smtp.gmail.com:465', {})).not.toThrow();
  });
});

describe('with the SMTP server down, then slow', () => {
  let silent: Server | undefined;

  afterAll(async () => {
    await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
    // Whatever happened above, the next files find the catcher running.
    await stopMailCatcher();
    await startMailCatcher();
  });

  it('still takes orders, records the failures, and delivers each e-mail once after the server is back', async () => {
    const customer = await createCustomer();
    await setStock(100);
    await stopMailCatcher();

    const down = await placeOrder(customer);
    const failed = await settled(down, ['RETRY']);
    expect(failed.every((one) => /ECONNREFUSED|connect/i.test(one.delivery.error ?? ''))).toBe(true);

    // A server that accepts the connection and never answers: the order is still 201, and the
    // send gives up at the greeting timeout, after the customer has long had the answer.
    silent = createServer((socket) => socket.on('error', () => undefined));
    await new Promise<void>((resolve) => silent!.listen(MAIL_CATCHER_PORTS.smtp, '127.0.0.1', resolve));
    const slow = await placeOrder(customer);
    expect((await mailOfOrder(slow)).length).toBe(2);
    const timedOut = await settled(slow, ['RETRY'], 60_000);
    expect(timedOut.every((one) => /greeting|timeout/i.test(one.delivery.error ?? ''))).toBe(true);
    await new Promise<void>((resolve) => silent!.close(() => resolve()));
    silent = undefined;

    await startMailCatcher();
    // The sweep, run as the scheduler would once the retries are due.
    const due = Timestamp.fromMillis(Date.now() + retryDelaySeconds(1) * 1000 + 1000);
    const report = await retryDueMail(sender, { now: due });
    expect(report.sent).toBeGreaterThanOrEqual(4);
    for (const id of [down, slow]) {
      expect((await settled(id, ['SUCCESS'])).every((one) => one.delivery.attempts === 2)).toBe(true);
    }

    // Nothing twice: another sweep sends nothing, and each e-mail arrived once.
    const again = await retryDueMail(sender, { now: Timestamp.fromMillis(due.toMillis() + 3_600_000) });
    expect(again.sent).toBe(0);
    for (const id of [down, slow]) {
      expect(await caughtFor(customer.email, id)).toHaveLength(1);
      expect(await caughtFor(LOCAL_MAIL.ownerEmail, id)).toHaveLength(1);
    }
  });
});
