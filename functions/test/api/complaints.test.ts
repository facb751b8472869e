import { COMPLAINT_LIMITS, COMPLAINTS_REGISTER_COLUMNS, LOCAL_MAIL, storeDay, type Complaint } from '@bookstore/domain';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { fromAddress } from '../../../tests/support/client-address';
import { API, createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, fetchChecked, get, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// Complaints with a ticket number (decision 055) on the emulators: the ticket, its
// deadlines and thread, every e-mail (read from the outbox, as queued in the same transaction),
// the Contact page's double opt-in, the limits, and odd text kept as written and escaped in HTML.

const store = useSeededStore();
const OFFICER = { name: 'Meera Iyer', email: 'grievance@pustakghar.test', phone: '+91 98765 43211' };
const ANSWER_HOURS = 24;
let owner: string;
let alice: Customer;

beforeEach(async () => {
  owner = await store.ownerToken();
  await saveShopDetails(owner, { grievanceOfficer: OFFICER, complaints: { answerHours: ANSWER_HOURS } });
  alice = await createCustomer();
});

interface QueuedMail {
  to: string[];
  kind: string;
  orderId: string;
  message: { subject: string; text: string; html: string };
}

/** The outbox's e-mails of a kind, oldest first (one test's store, so all of them are its own). */
async function queued(kind: string): Promise<QueuedMail[]> {
  const docs = (await db.collection('mail').where('kind', '==', kind).get()).docs;
  return docs
    .sort((a, b) => a.get('createdAt').toMillis() - b.get('createdAt').toMillis())
    .map((doc) => doc.data() as QueuedMail);
}

const complain = (body: unknown, token?: string, headers: Record<string, string> = {}) =>
  call('POST', '/complaints', { body, token, headers });

async function placeOrder(customer: Customer): Promise<string> {
  const placed = await post('/orders/create-order', orderFor(customer), customer.idToken);
  expect(placed.status).toBe(201);
  return placed.body._id as string;
}

async function opened(customer: Customer, body: Record<string, unknown> = {}): Promise<Complaint> {
  const answer = await complain({ subject: 'Late parcel', message: 'It has not come.', ...body }, customer.idToken);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.complaint as Complaint;
}

describe('a signed-in customer’s ticket', () => {
  it('is opened with a number, acknowledged at once naming the grievance officer, answered, resolved and closed, with the number in every e-mail', async () => {
    const orderId = await placeOrder(alice);
    const answer = await complain({ orderId, subject: 'Damaged cover', message: 'The cover is torn.' }, alice.idToken);
    expect(answer.status).toBe(201);
    const complaint = answer.body.complaint as Complaint;
    const { number } = complaint;
    expect(number).toMatch(/^T-\d{4,}$/);
    expect(answer.body.message).toContain(number);
    expect(complaint).toMatchObject({
      email: alice.email,
      orderId,
      subject: 'Damaged cover',
      status: 'open',
      answeredAt: null,
      answerLate: false,
      resolveLate: false,
      messages: [{ from: 'customer', text: 'The cover is torn.' }],
    });
    expect(Date.parse(complaint.answerBy) - Date.parse(complaint.openedAt)).toBe(ANSWER_HOURS * 3600_000);
    expect(Date.parse(complaint.resolveBy) - Date.parse(complaint.openedAt)).toBeGreaterThanOrEqual(28 * 86400_000);

    const [ack] = await queued('complaint-received');
    expect(ack).toMatchObject({ to: [alice.email], orderId });
    expect(ack!.message.subject).toContain(`[${number}]`);
    for (const part of [ack!.message.text, ack!.message.html]) {
      expect(part).toContain(number);
      expect(part).toContain(OFFICER.name);
      expect(part).toContain(OFFICER.email);
    }
    const [toOwner] = await queued('complaint-message');
    expect(toOwner!.to).toEqual([LOCAL_MAIL.ownerEmail]);
    expect(toOwner!.message.subject).toContain(`[${number}]`);
    expect(toOwner!.message.text).toContain('The cover is torn.');

    // The owner's queue and list show it, with its deadlines.
    const stats = await get('/admin', owner);
    expect(stats.body.queue.complaints).toMatchObject({ open: 1, lateThisMonth: 0, tickets: [{ number }] });
    const list = await get('/admin/complaints?status=open', owner);
    expect(list.body.map((ticket: Complaint) => ticket.number)).toEqual([number]);
    expect((await get('/admin/complaints?status=closed', owner)).body).toEqual([]);

    const reply = await post(
      `/admin/complaints/${number}/messages`,
      { message: 'Sorry: a new copy is on its way.' },
      owner,
    );
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ status: 'answered', answerLate: false });
    expect(reply.body.answeredAt).toEqual(expect.any(String));
    const toCustomer = (await queued('complaint-message')).filter((mail) => mail.to.includes(alice.email));
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.message.subject).toContain(`[${number}]`);
    expect(toCustomer[0]!.message.text).toContain('Sorry: a new copy is on its way.');

    // The customer reads the answer (the owner's name never shows), and replies.
    const seen = await get(`/complaints/${number.toLowerCase()}`, alice.idToken);
    expect(seen.status).toBe(200);
    expect(seen.body.messages.map((m: { from: string }) => m.from)).toEqual(['customer', 'shop']);
    expect(JSON.stringify(seen.body)).not.toContain('"by"');
    const again = await post(`/complaints/${number}/messages`, { message: 'Thank you!' }, alice.idToken);
    expect(again.status).toBe(201);
    const ownerMails = (await queued('complaint-message')).filter((mail) => mail.to.includes(LOCAL_MAIL.ownerEmail));
    expect(ownerMails).toHaveLength(2);
    expect(ownerMails[1]!.message.subject).toContain(`[${number}]`);
    expect(ownerMails[1]!.message.text).toContain('Thank you!');

    const resolved = await call('PATCH', `/admin/complaints/${number}`, { token: owner, body: { status: 'resolved' } });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', resolveLate: false });
    const closed = await call('PATCH', `/admin/complaints/${number}`, { token: owner, body: { status: 'closed' } });
    expect(closed.body.status).toBe('closed');
    const statusMails = await queued('complaint-status');
    expect(statusMails.map((mail) => mail.message.subject)).toEqual([
      expect.stringContaining(`[${number}] Your complaint is resolved`),
      expect.stringContaining(`[${number}] Your complaint is closed`),
    ]);
    // Every e-mail of the ticket carries its number.
    const all = (await db.collection('mail').get()).docs.filter((doc) =>
      String(doc.get('kind')).startsWith('complaint'),
    );
    expect(all).toHaveLength(6);
    for (const doc of all) expect(doc.get('message.text')).toContain(number);

    // A closed ticket takes no more messages, and cannot be closed twice.
    const late = await post(`/complaints/${number}/messages`, { message: 'One more thing' }, alice.idToken);
    expect(late.status).toBe(409);
    const twice = await call('PATCH', `/admin/complaints/${number}`, { token: owner, body: { status: 'resolved' } });
    expect(twice.status).toBe(409);
    expect((await get('/admin', owner)).body.queue.complaints.open).toBe(0);
  });

  it('is a 404 to anyone else, and another customer’s order cannot be named', async () => {
    const bob = await createCustomer();
    const bobsOrder = await placeOrder(bob);
    const { number } = await opened(alice);
    for (const path of [`/complaints/${number}`, '/complaints/T-999999', '/complaints/not-a-number']) {
      expect((await get(path, bob.idToken)).status, path).toBe(404);
    }
    expect((await post(`/complaints/${number}/messages`, { message: 'Mine now' }, bob.idToken)).status).toBe(404);
    const foreign = await complain({ orderId: bobsOrder, subject: 'x', message: 'y' }, alice.idToken);
    expect(foreign.status).toBe(404);
    expect((await complain({ orderId: 'no/such', subject: 'x', message: 'y' }, alice.idToken)).status).toBe(404);
    // The owner's side is the owner's.
    expect((await get('/admin/complaints', alice.idToken)).status).toBe(401);
    expect((await post(`/admin/complaints/${number}/messages`, { message: 'x' })).status).toBe(401);
    // A signed-in customer's address is the token's: naming another is refused, and opens nothing.
    const inBobsName = await complain({ subject: 'x', message: 'y', email: bob.email }, alice.idToken);
    expect(inBobsName.status).toBe(403);
    // An unverified account opens nothing either.
    const unverified = await createCustomer(undefined, { verified: false });
    expect((await complain({ subject: 'x', message: 'y' }, unverified.idToken)).status).toBe(403);
    expect((await db.collection('complaints').get()).size).toBe(1);
  });
});

describe('the Contact page without a sign-in', () => {
  const confirmToken = (mail: QueuedMail) =>
    /complaints\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(mail.message.text)![1]!;

  it('answers 202 and e-mails a link; the link opens the ticket once, in the address it went to', async () => {
    const email = 'walk.in+shop@example.com';
    const answer = await complain(
      { email, subject: 'Where is the shop?', message: 'Hello' },
      undefined,
      fromAddress('198.51.100.7'),
    );
    expect(answer.status).toBe(202);
    expect(answer.body.message).toContain(email);
    expect((await db.collection('complaints').get()).size).toBe(0);
    const [mail] = await queued('complaint-confirm');
    expect(mail!.to).toEqual([email]);
    const token = confirmToken(mail!);
    // Only the token's hash is stored.
    expect(
      JSON.stringify((await db.collection('complaintPending').get()).docs.map((d) => [d.id, d.data()])),
    ).not.toContain(token);

    const confirmed = await post('/complaints/confirm', { token });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.complaint).toMatchObject({ email, subject: 'Where is the shop?', status: 'open' });
    const [ack] = await queued('complaint-received');
    expect(ack!.to).toEqual([email]);
    expect(ack!.message.text).toContain(confirmed.body.complaint.number);

    expect((await post('/complaints/confirm', { token })).status).toBe(404);
    expect((await post('/complaints/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
    const broken = await post('/complaints/confirm', { token: 'short' });
    expect(broken.status).toBe(400);
    expect(broken.body.errors.token).toBe(
      'This link is not complete. Open it again from the e-mail, or copy the whole address.',
    );
  });

  it('needs an address, names no order, and sends a mailbox at most so many links an hour', async () => {
    expect((await complain({ subject: 'x', message: 'y' })).status).toBe(400);
    const withOrder = await complain({ email: 'a@example.com', orderId: 'abc', subject: 'x', message: 'y' });
    expect(withOrder.status).toBe(400);
    expect(withOrder.body.errors).toHaveProperty('orderId');
    const spellings = ['sam.k@gmail.com', 'samk+1@gmail.com', 'SAMK@googlemail.com', 's.a.m.k@gmail.com'];
    const answers = [];
    for (const [i, email] of spellings.entries())
      answers.push(
        await complain({ email, subject: 'x', message: 'y' }, undefined, fromAddress(`198.51.100.${20 + i}`)),
      );
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429]);
    expect(COMPLAINT_LIMITS.confirmMailsPerAddress).toBe(3);
    const retryAfter = Number(answers[3]!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await queued('complaint-confirm')).toHaveLength(3);
  });
});

describe('the limits', () => {
  it(`holds ${COMPLAINT_LIMITS.openPerPerson} open tickets per person (409), counts ${COMPLAINT_LIMITS.messagesPerWindow} messages a minute (429 with Retry-After)`, async () => {
    const tickets = [];
    for (let i = 0; i < COMPLAINT_LIMITS.openPerPerson; i++)
      tickets.push(await opened(alice, { subject: `Ticket ${i}` }));
    const fourth = await complain({ subject: 'Ticket 4', message: 'y' }, alice.idToken);
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toContain(`already have ${COMPLAINT_LIMITS.openPerPerson} complaints`);
    // Another spelling of the same Gmail mailbox is the same person.
    const [local, domain] = alice.email.split('@');
    expect(domain).toBe('example.com');
    const alias = await createCustomer(`${local}+again@${domain}`);
    expect((await complain({ subject: 'Alias', message: 'y' }, alias.idToken)).status).toBe(409);

    // Three messages so far (each ticket's first); two more fit in the minute, the next is refused.
    const number = tickets[0]!.number;
    for (let i = 0; i < COMPLAINT_LIMITS.messagesPerWindow - COMPLAINT_LIMITS.openPerPerson; i++)
      expect((await post(`/complaints/${number}/messages`, { message: `m${i}` }, alice.idToken)).status).toBe(201);
    const refused = await post(`/complaints/${number}/messages`, { message: 'too many' }, alice.idToken);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(COMPLAINT_LIMITS.messageWindowSeconds);
    const stored = (await db.collection('complaints').doc(number).get()).get('messages') as unknown[];
    expect(stored).toHaveLength(1 + COMPLAINT_LIMITS.messagesPerWindow - COMPLAINT_LIMITS.openPerPerson);

    // A resolved ticket no longer counts against the open ones (the minute's count still holds).
    await call('PATCH', `/admin/complaints/${number}`, { token: owner, body: { status: 'resolved' } });
    const held = (await db.collection('complaintPersons').get()).docs.map((doc) => doc.get('open'));
    for (const open of held) expect(open).not.toContain(number);
  });
});

describe('odd input', () => {
  const ODD = `<script>alert(1)</script> $& $' =cmd शिकायत`;

  it('is kept as written in answers and escaped in the e-mails’ HTML', async () => {
    const complaint = await opened(alice, { subject: ODD, message: `${ODD}\nदूसरी पंक्ति` });
    expect(complaint.subject).toBe(ODD);
    expect(complaint.messages[0]!.text).toBe(`${ODD}\nदूसरी पंक्ति`);
    const reply = await post(`/admin/complaints/${complaint.number}/messages`, { message: ODD }, owner);
    expect(reply.body.messages[1].text).toBe(ODD);
    const mails = [...(await queued('complaint-received')), ...(await queued('complaint-message'))];
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.message.html).not.toContain('<script>');
      expect(mail.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#39; =cmd शिकायत');
      expect(mail.message.text).toContain(ODD);
    }
    expect((await get(`/admin/complaints/${complaint.number}`, owner)).body.subject).toBe(ODD);
  });

  it('reaches the grievance register CSV as written, formulas defused, with its order and deadlines', async () => {
    const orderId = await placeOrder(alice);
    const first = await opened(alice, { orderId, subject: ODD, message: `=HYPERLINK("x") ${ODD}\nदूसरी पंक्ति` });
    const second = await opened(alice, { subject: 'Second', message: 'Plain.' });
    expect((await post(`/admin/complaints/${first.number}/messages`, { message: 'Sorry' }, owner)).status).toBe(201);
    const today = storeDay();
    const response = await fetchChecked(`${API}/admin/reports/complaints?from=${today}&to=${today}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="complaints-${today}-to-${today}.csv"`,
    );
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(csv.startsWith(`\uFEFF"${COMPLAINTS_REGISTER_COLUMNS.join('","')}"\r\n`)).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data;
    const row = (values: string[]) => Object.fromEntries(header!.map((column, i) => [column, values[i]]));
    expect(rows.map(row)).toEqual([
      expect.objectContaining({
        ticket: first.number,
        customer: alice.email,
        orderNumber: expect.stringMatching(/^#\d+$/),
        subject: ODD,
        status: 'answered',
        answerLate: 'no',
        resolveLate: 'no',
        resolvedAt: '',
        messages: '2',
        // A cell that a spreadsheet would run is kept as text, and nothing else changes.
        complaint: `'=HYPERLINK("x") ${ODD}\nदूसरी पंक्ति`,
      }),
      expect.objectContaining({
        ticket: second.number,
        orderNumber: '',
        subject: 'Second',
        status: 'open',
        messages: '1',
      }),
    ]);
    const opened1 = row(rows[0]!);
    expect(opened1.opened).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(opened1.answerBy!) - Date.parse(opened1.opened!)).toBe(ANSWER_HOURS * 3600_000);
    expect(opened1.answeredAt).not.toBe('');

    // Another range holds none of them; a range that runs backwards is refused with the words of the form.
    const empty = await get(`/admin/reports/complaints?from=2026-01-01&to=2026-01-02`, owner);
    expect(empty.status).toBe(200);
    const backwards = await get(`/admin/reports/complaints?from=${today}&to=2026-01-01`, owner);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.to).toBe('The To date must not be before the From date.');
    expect((await get(`/admin/reports/complaints?from=${today}&to=${today}`, alice.idToken)).status).toBe(401);
  });

  it('refuses broken characters and over-long text with words, opening nothing', async () => {
    for (const [body, field] of [
      [{ subject: 'a\ud800b', message: 'y' }, 'subject'],
      [{ subject: 'x', message: 'half \udfff' }, 'message'],
      [{ subject: 'x'.repeat(COMPLAINT_LIMITS.subjectMax + 1), message: 'y' }, 'subject'],
      [{ subject: 'x', message: 'y'.repeat(COMPLAINT_LIMITS.messageMax + 1) }, 'message'],
      [{ subject: '  ', message: 'y' }, 'subject'],
    ] as const) {
      const refused = await complain(body, alice.idToken);
      expect(refused.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(refused.body.errors[field]).toEqual(expect.any(String));
    }
    const surrogate = await complain({ subject: 'x', message: '\ud83d' }, alice.idToken);
    expect(surrogate.body.errors.message).toBe(
      'Contains a broken character (invalid Unicode). Please retype this field.',
    );
    expect((await db.collection('complaints').get()).size).toBe(0);
    expect((await db.collection('mail').where('kind', '==', 'complaint-received').get()).size).toBe(0);
  });
});
