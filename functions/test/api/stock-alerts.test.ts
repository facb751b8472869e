import { STOCK_ALERT_IN_STOCK, STOCK_ALERT_LIMITS, readCatalogCsv, type CatalogCsvRow } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCounted, type OperationCount } from '../../src/db/operation-count';
import { runTransaction } from '../../src/db/store-transaction';
import { collections } from '../../src/db/collections';
import {
  markIfBackInStock,
  sweepAllStockAlerts,
  sweepScheduledStockAlerts,
  sweepStockAlerts,
} from '../../src/services/stock-alerts/stock-alert-sends';
import { fromAddress } from '../../../tests/support/client-address';
import { API, createCustomer, db } from '../../../tests/support/emulators';
import { call, fetchChecked, post } from '../../../tests/support/http';
import { bookA, bookB } from '../../../tests/support/orders';
import { orderAlong, useStockedShop } from '../../../tests/support/refunds';
import { BANK, ONE_B, decide, deliveredOrder, requested } from '../../../tests/support/returns';
import { setStock } from '../../../tests/support/stock';

// "Tell me when it's back" (decision 063) on the emulators: who may ask and how
// often, and the send: one e-mail per waiting address when a book's stock goes from 0 to more,
// in the order they asked, through the owner's edit, the import and a return; none twice.

const shop = useStockedShop();
let clients = 0;
/** A client address no other request of this file used: the per-network limit counts none of them. */
const freshClient = () => fromAddress(`10.43.${Math.floor(clients / 250) % 250}.${(clients++ % 250) + 1}`);
let addresses = 0;
const freshEmail = (label = 'reader') => `${label}${Date.now()}${addresses++}@example.com`;

const ask = (bookId: string, body: unknown, options: { token?: string; client?: Record<string, string> } = {}) =>
  call('POST', `/books/${bookId}/stock-alerts`, {
    body,
    token: options.token,
    headers: options.client ?? freshClient(),
  });

interface QueuedMail {
  to: string[];
  kind: string;
  createdAt: { toMillis(): number };
  message: { subject: string; text: string; html: string };
}

async function queued(kind: string, to?: string): Promise<QueuedMail[]> {
  const query = db.collection('mail').where('kind', '==', kind);
  const docs = (await (to ? query.where('to', 'array-contains', to) : query).get()).docs;
  return docs.map((doc) => doc.data() as QueuedMail).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/** An anonymous address asks, and opens the link in its confirmation e-mail. */
async function waitByLink(bookId: string, email: string): Promise<void> {
  const asked = await ask(bookId, { email });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  // The newest link: an address that asked before has older ones.
  const mail = (await queued('stock-alert-confirm', email)).at(-1);
  const token = /stock-alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail!.message.text)![1]!;
  const confirmed = await post('/stock-alerts/confirm', { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
}

/** The owner's edit form: the stored book with a new stock, over the stock it was loaded with. */
async function ownerSetsStock(bookId: string, stock: number): Promise<void> {
  const book = (await db.collection('books').doc(bookId).get()).data()!;
  const body = {
    ISBN: book.ISBN,
    title: book.title,
    description: book.description,
    ...(book.author ? { author: book.author } : {}),
    category: book.category,
    trending: book.trending,
    oldPrice: book.oldPrice,
    newPrice: book.newPrice,
    coverImage: book.coverImage,
    stock,
    expectedStock: book.stock,
  };
  const saved = await call('PUT', `/books/edit/${bookId}`, { body, token: shop.token() });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** The mark the restocking transaction leaves for the sweep: undefined if it never set one, false once cleared. */
const restockMark = async (bookId: string) =>
  (await db.collection('stockAlertCounts').doc(bookId).get()).get('restocked') as boolean | undefined;

const waitingCount = async (bookId: string) =>
  ((await db.collection('stockAlertCounts').doc(bookId).get()).get('waiting') as number | undefined) ?? 0;

async function clearAlerts(): Promise<void> {
  for (const name of ['stockAlerts', 'stockAlertCounts', 'stockAlertAttempts', 'stockAlertPending', 'mail']) {
    const docs = (await db.collection(name).get()).docs;
    for (let i = 0; i < docs.length; i += 400) {
      const batch = db.batch();
      docs.slice(i, i + 400).forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
}

beforeEach(async () => {
  await clearAlerts();
  await setStock(0, [bookA.slug]);
  await setStock(1000, [bookB.slug]);
});

describe('asking for an alert', () => {
  it('subscribes a signed-in customer at once (201), one alert per mailbox per book whatever the spelling', async () => {
    const n = Date.now();
    const customer = await createCustomer(`asha.verma${n}@gmail.com`);
    const first = await ask(bookA.slug, {}, { token: customer.idToken });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.outcome).toBe('waiting');
    const again = await ask(bookA.slug, {}, { token: customer.idToken });
    expect(again.status).toBe(201);
    expect(again.body.outcome).toBe('already-waiting');
    const alias = await createCustomer(`ashaverma${n}+books@gmail.com`);
    expect((await ask(bookA.slug, {}, { token: alias.idToken })).body.outcome).toBe('already-waiting');
    expect(await waitingCount(bookA.slug)).toBe(1);
    // Another address than the sign-in's is refused: the alert goes to the verified one.
    const other = await ask(bookA.slug, { email: freshEmail() }, { token: customer.idToken });
    expect(other.status).toBe(403);
    const stored = (await db.collection('stockAlerts').get()).docs.map((doc) => doc.get('email'));
    expect(stored).toEqual([customer.email]);
  });

  it('sends anyone else a link (202) that makes the alert once (201), and the link works once', async () => {
    const email = freshEmail();
    const asked = await ask(bookA.slug, { email: `  ${email.toUpperCase()} ` });
    expect(asked.status).toBe(202);
    expect(await waitingCount(bookA.slug)).toBe(0);
    const [mail] = await queued('stock-alert-confirm', email);
    expect(mail!.message.subject).toContain(bookA.title);
    const token = /stock-alerts\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail!.message.text)![1]!;
    const confirmed = await post('/stock-alerts/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.outcome).toBe('waiting');
    expect(await waitingCount(bookA.slug)).toBe(1);
    expect((await post('/stock-alerts/confirm', { token })).status).toBe(404);
    // The same mailbox by a second link: still one alert.
    await waitByLink(bookA.slug, email);
    expect(await waitingCount(bookA.slug)).toBe(1);
  });

  it('refuses a book that is in stock (409 with a sentence) and an unknown one (404), changing nothing', async () => {
    const customer = await createCustomer();
    const refused = await ask(bookB.slug, {}, { token: customer.idToken });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(STOCK_ALERT_IN_STOCK);
    expect((await ask(bookB.slug, { email: freshEmail() })).status).toBe(409);
    expect((await ask('no-such-book', { email: freshEmail() })).status).toBe(404);
    expect((await db.collection('stockAlerts').get()).size).toBe(0);
    expect((await db.collection('mail').get()).size).toBe(0);
  });

  it(`takes ${STOCK_ALERT_LIMITS.requestsPerAddress} requests per address an hour, then 429 with Retry-After`, async () => {
    const email = freshEmail('limited');
    for (let i = 0; i < STOCK_ALERT_LIMITS.requestsPerAddress; i++)
      expect((await ask(bookA.slug, { email: i % 2 ? email : email.toUpperCase() })).status).toBe(202);
    const refused = await ask(bookA.slug, { email });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/5 back-in-stock alerts in the last hour/);
    expect(await queued('stock-alert-confirm', email)).toHaveLength(STOCK_ALERT_LIMITS.requestsPerAddress);
  });

  it(`takes ${STOCK_ALERT_LIMITS.requestsPerClient} requests per network an hour, then 429`, async () => {
    const client = freshClient();
    for (let i = 0; i < STOCK_ALERT_LIMITS.requestsPerClient; i++)
      expect((await ask(bookA.slug, { email: freshEmail() }, { client })).status).toBe(202);
    const refused = await ask(bookA.slug, { email: freshEmail() }, { client });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/from your network/);
  });

  it('refuses odd addresses and tokens with 400, storing and sending nothing', async () => {
    for (const email of [
      '$&',
      "$'@",
      '<script>alert(1)</script>@example.com',
      '=cmd|"/c calc"!A1',
      'पुस्तक',
      'a\ud800b@example.com',
      `${'x'.repeat(2000)}@example.com`,
      '!!!',
      42,
    ]) {
      const refused = await ask(bookA.slug, { email });
      expect(refused.status, JSON.stringify(email)).toBe(400);
    }
    expect((await ask(bookA.slug, {})).status).toBe(400);
    for (const token of ['$&', '<script>', '=cmd', 'पुस्तक', 'a\ud800b', 'x'.repeat(43).replace(/x$/, '\ud800'), 7]) {
      expect((await post('/stock-alerts/confirm', { token })).status, JSON.stringify(token)).toBe(400);
      expect((await post('/stock-alerts/unsubscribe', { token })).status, JSON.stringify(token)).toBe(400);
    }
    // Well-formed but not ours.
    expect((await post('/stock-alerts/confirm', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await db.collection('stockAlertPending').get()).size).toBe(0);
    expect((await db.collection('mail').get()).size).toBe(0);
  });
});

describe('the send', () => {
  it('e-mails each of 100 waiting addresses once, in the order they asked, and none twice as the stock changes again', async () => {
    const emails = Array.from({ length: 100 }, (_, i) => freshEmail(`waiter${String(i).padStart(3, '0')}-`));
    // In order, so the order they asked is known; ten at a time would not say who was first.
    for (const email of emails) await waitByLink(bookA.slug, email);
    expect(await waitingCount(bookA.slug)).toBe(100);

    await ownerSetsStock(bookA.slug, 3);
    const sent = await queued('stock-alert');
    expect(sent).toHaveLength(100);
    expect(sent.map((mail) => mail.to[0])).toEqual(emails);
    const first = sent[0]!.message;
    expect(first.subject).toBe(`${bookA.title} is back in stock`);
    expect(first.text).toContain(`/books/${bookA.slug}`);
    expect(first.text).toMatch(/first come, first served/);
    expect(first.text).toMatch(/\/api\/stock-alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}/);
    expect(await waitingCount(bookA.slug)).toBe(0);
    // The edit marked the book for the sweep, and its own follow-up cleared the mark.
    expect(await restockMark(bookA.slug)).toBe(false);

    // 3 → 5, and the sweep running beside it: nobody is waiting, nothing more is sent.
    await ownerSetsStock(bookA.slug, 5);
    expect(await sweepStockAlerts()).toBe(0);
    expect(await queued('stock-alert')).toHaveLength(100);

    // 5 → 0, a new waiter (and an old one asking again), then 0 → 2: only they are told.
    await ownerSetsStock(bookA.slug, 0);
    const late = freshEmail('late');
    await waitByLink(bookA.slug, late);
    await waitByLink(bookA.slug, emails[0]!);
    await ownerSetsStock(bookA.slug, 2);
    const after = await queued('stock-alert');
    expect(after).toHaveLength(102);
    expect(after.slice(100).map((mail) => mail.to[0])).toEqual([late, emails[0]]);
    expect(await sweepStockAlerts()).toBe(0);
  }, 300_000);

  it('tells everyone of a 1-copy restock made by the catalog import', async () => {
    const emails = [freshEmail(), freshEmail()];
    for (const email of emails) await waitByLink(bookA.slug, email);
    const exported = await fetchChecked(`${API}/admin/books/export`, {
      headers: { authorization: `Bearer ${shop.token()}` },
    });
    const file = readCatalogCsv(new Uint8Array(await exported.arrayBuffer()));
    if (!file.ok) throw new Error(file.message);
    const row = file.rows.find((candidate) => candidate.values.id === bookA.slug)!;
    const rows: CatalogCsvRow[] = [{ ...row, values: { ...row.values, stock: '1' } }];
    const preview = await post('/admin/books/import/preview', { rows }, shop.token());
    expect(preview.status).toBe(200);
    const applied = await post(
      '/admin/books/import/apply',
      { rows: rows.map((one) => ({ ...one, expectedStock: 0 })) },
      shop.token(),
    );
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.updated).toHaveLength(1);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual(emails);
    expect(await restockMark(bookA.slug)).toBe(false);
  });

  it('tells the waiting addresses when a cancelled order puts a sold-out book back', async () => {
    await setStock(1, [bookB.slug]);
    const lines = [{ productId: bookB.slug, quantity: 1, price: bookB.newPrice }];
    const { order } = await orderAlong(shop.token(), 'cod', [], undefined, lines);
    const signedIn = await createCustomer();
    expect((await ask(bookB.slug, {}, { token: signedIn.idToken })).status).toBe(201);
    const cancelled = await call('PATCH', `/admin/orders/${order._id}/status`, {
      token: shop.token(),
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual([signedIn.email]);
    expect(await restockMark(bookB.slug)).toBe(false);
  });

  it('tells the waiting addresses when a received return puts a sold-out book back', async () => {
    // The delivered order has both books: here it is bookB that sells out.
    await setStock(1000, [bookA.slug]);
    const { order, customer } = await deliveredOrder(shop.token());
    await setStock(0, [bookB.slug]);
    const waiter = await createCustomer();
    expect((await ask(bookB.slug, {}, { token: waiter.idToken })).status).toBe(201);
    const part = await requested(customer, order._id, { items: ONE_B, refundTo: BANK });
    expect((await decide(shop.token(), part.id, { decision: 'approve' })).status).toBe(200);
    expect(await queued('stock-alert')).toHaveLength(0);
    const received = await decide(shop.token(), part.id, { decision: 'received' });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual([waiter.email]);
    expect(await restockMark(bookB.slug)).toBe(false);
  });

  it('sends nothing to an alert cancelled by its link, and the daily sweep sends a restock written around the API', async () => {
    const [kept, cancelled] = [freshEmail(), freshEmail()];
    await waitByLink(bookA.slug, kept);
    await waitByLink(bookA.slug, cancelled);
    const alert = (await db.collection('stockAlerts').where('email', '==', cancelled).get()).docs[0]!;
    const answer = await post('/stock-alerts/unsubscribe', { token: alert.get('unsubscribeToken') });
    expect(answer.status).toBe(200);
    expect(await waitingCount(bookA.slug)).toBe(1);
    // A restock written around the API (the console, a script) marks nothing: the five-minute
    // sweep does not see it, the day's look at every awaited book does.
    await setStock(4, [bookA.slug]);
    expect(await queued('stock-alert')).toHaveLength(0);
    expect(await sweepStockAlerts()).toBe(0);
    expect(await sweepScheduledStockAlerts(new Date('2026-12-01T21:30:00Z'))).toBe(1);
    expect(await sweepAllStockAlerts()).toBe(0);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual([kept]);
  });

  it('shows the owner the waiting counts and the reorder list of out-of-stock books', async () => {
    for (const email of [freshEmail(), freshEmail()]) await waitByLink(bookA.slug, email);
    const overview = await call('GET', '/admin/stock-alerts', { token: shop.token() });
    expect(overview.status).toBe(200);
    expect(overview.body.waitingByBook).toEqual([{ bookId: bookA.slug, waiting: 2 }]);
    expect(overview.body.reorder).toEqual([{ bookId: bookA.slug, title: bookA.title, waiting: 2 }]);
    expect((await call('GET', '/admin/stock-alerts')).status).toBe(401);
  });
});

describe("the sweep's reads", () => {
  async function counted(work: () => Promise<unknown>): Promise<OperationCount> {
    const count: OperationCount = { reads: 0, writes: 0 };
    await runCounted(count, work);
    return count;
  }

  /** A restock whose transaction committed and whose follow-up never ran (the instance died). */
  const restockedWithoutFollowUp = (bookId: string, stock: number) =>
    runTransaction(async (tx) => {
      const before = (await tx.get(collections.books().doc(bookId))).data()!.stock;
      tx.update(collections.books().doc(bookId), { stock });
      markIfBackInStock(tx, bookId, before, stock);
    });

  it('reads one document a run on a shop where nothing came back, however many wait; a book that came back is found and sent once', async () => {
    // Two sold-out books with waiters, one of them waited for by two.
    await setStock(0, [bookB.slug]);
    const [a1, a2, b1] = [freshEmail(), freshEmail(), freshEmail()];
    await waitByLink(bookA.slug, a1);
    await waitByLink(bookA.slug, a2);
    await waitByLink(bookB.slug, b1);

    const idle = await counted(() => sweepStockAlerts());
    expect(idle).toEqual({ reads: 1, writes: 0 });
    // The scheduled run at any time but the daily look is the same sweep.
    expect(await counted(() => sweepScheduledStockAlerts(new Date('2026-12-01T10:05:00Z')))).toEqual({
      reads: 1,
      writes: 0,
    });

    // bookA comes back and its follow-up never runs: the next sweep sends its two, once.
    await restockedWithoutFollowUp(bookA.slug, 2);
    expect(await restockMark(bookA.slug)).toBe(true);
    let sent = 0;
    const found = await counted(async () => {
      sent = await sweepStockAlerts();
    });
    expect(sent).toBe(2);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual([a1, a2]);
    // Read: the marked count, the shop's settings (for the e-mail), the book, the two alerts.
    // Written: the two alerts, their two e-mails, the count (with the mark cleared).
    expect(found).toEqual({ reads: 5, writes: 5 });
    expect(await restockMark(bookA.slug)).toBe(false);
    expect(await sweepStockAlerts()).toBe(0);
    expect(await counted(() => sweepStockAlerts())).toEqual({ reads: 1, writes: 0 });
    expect(await waitingCount(bookB.slug)).toBe(1);
  });

  it('clears the mark of a book sold out again before anyone was told, and tells them at the next restock', async () => {
    const waiter = freshEmail();
    await waitByLink(bookA.slug, waiter);
    await restockedWithoutFollowUp(bookA.slug, 1);
    await setStock(0, [bookA.slug]); // the copy sold before the sweep ran
    expect(await sweepStockAlerts()).toBe(0);
    expect(await restockMark(bookA.slug)).toBe(false);
    expect(await waitingCount(bookA.slug)).toBe(1);
    expect(await counted(() => sweepStockAlerts())).toEqual({ reads: 1, writes: 0 });
    await restockedWithoutFollowUp(bookA.slug, 3);
    expect(await sweepStockAlerts()).toBe(1);
    expect((await queued('stock-alert')).map((mail) => mail.to[0])).toEqual([waiter]);
  });

  it('marks only a book that had no copies: a restock of a book on the shelf writes no mark', async () => {
    await setStock(5, [bookA.slug]);
    await restockedWithoutFollowUp(bookA.slug, 8);
    expect(await restockMark(bookA.slug)).toBeUndefined();
    await setStock(0, [bookA.slug]);
    await restockedWithoutFollowUp(bookA.slug, 1);
    expect(await restockMark(bookA.slug)).toBe(true);
  });
});
