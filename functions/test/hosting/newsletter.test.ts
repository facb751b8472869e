import { LOCAL_URLS, NEWSLETTER_LIMITS } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailTo, rawHeaders, waitForLinks as waitForLinksTo, type CaughtMail } from '../../../scripts/lib/mail-catcher';
import { adminToken } from '../../../tests/support/admin';
import { fromAddress } from '../../../tests/support/client-address';
import { createCustomer, db, resetEmulators } from '../../../tests/support/emulators';
import { snapshotFirestore } from '../../../tests/support/firestore-snapshot';
import { call, fetchChecked, get, post } from '../../../tests/support/http';

// The double opt-in end to end: the API on the emulators, the e-mail through the outbox's
// trigger and nodemailer to the real local catcher (maildev), links read from what it caught.
// maildev keeps its mail between tests, so every address is new to this run.

let serial = 0;
const address = (tag: string) => `nl-${tag}-${Date.now()}-${serial++}@example.com`;
let clientSerial = 0;
/** A client address of its own for each request that is not about the per-client limit. */
const anyClient = () => fromAddress(`198.51.100.${(clientSerial++ % 250) + 1}`);

const CONFIRM_PATH = '/newsletter/confirm';
const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

const subscribe = (email: unknown, headers: Record<string, string> = anyClient()) =>
  call('POST', '/newsletter/subscribe', { body: { email }, headers });

const header = async (mail: CaughtMail, name: string) => (await rawHeaders(mail))[name.toLowerCase()];

/** Links to `path` on the site's origin (SITE_ORIGIN, never the request's host) in e-mails to the address. */
const waitForLinks = (email: string, path: string, count = 1) =>
  waitForLinksTo(email, `${LOCAL_URLS.hosting}${path}?token=`, { count });

const tokenOf = (link: URL) => link.searchParams.get('token')!;

/** Subscribes and confirms through the caught link; answers the welcome e-mail and its unsubscribe link. */
async function confirmedSubscriber(email: string): Promise<{ welcome: CaughtMail; unsubscribe: URL }> {
  expect((await subscribe(email)).status).toBe(200);
  const { links } = await waitForLinks(email, CONFIRM_PATH);
  expect((await post('/newsletter/confirm', { token: tokenOf(links[0]!) })).status).toBe(200);
  const { links: unsubscribe, mails } = await waitForLinks(email, UNSUBSCRIBE_PATH);
  return { welcome: mails[0]!, unsubscribe: unsubscribe[0]! };
}

async function subscriberCount(token: string): Promise<number> {
  const response = await get('/admin/newsletter', token);
  expect(response.status).toBe(200);
  return response.body.subscribers as number;
}

/** The outbox's e-mails to one address: what the store queued, whether or not it arrived yet. */
async function queuedTo(email: string): Promise<number> {
  return (await db.collection('mail').where('to', 'array-contains', email).count().get()).data().count;
}

beforeEach(async () => {
  await resetEmulators();
});

describe('subscribe, confirm, unsubscribe', () => {
  it('sends a one-time link, stores the subscriber only once it is opened, and lets them leave by the link in the welcome', async () => {
    const owner = await adminToken();
    const email = address('journey');
    const subscribed = await subscribe(email.toUpperCase());
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toEqual({
      outcome: 'confirmation-sent',
      message: expect.stringContaining(`we have sent a link to ${email}`),
    });
    expect(subscribed.headers.get('cache-control')).toBe('private, no-store');

    const { links, mails } = await waitForLinks(email, CONFIRM_PATH);
    expect(links).toHaveLength(1);
    expect(mails[0]!.html).toContain(links[0]!.href.replace(/&/g, '&amp;'));
    // Pending is not subscribed: nothing is counted or stored as a subscriber yet.
    expect(await subscriberCount(owner)).toBe(0);
    expect((await db.collection('newsletterSubscribers').get()).size).toBe(0);
    // The token itself is nowhere in the store, only its hash; the address is not in any id.
    const stored = JSON.stringify(await snapshotFirestore({ except: ['mail'] }));
    expect(stored).not.toContain(tokenOf(links[0]!));
    for (const path of Object.keys(await snapshotFirestore())) expect(path).not.toContain('example.com');

    const confirmed = await post('/newsletter/confirm', { token: tokenOf(links[0]!) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ outcome: 'subscribed', message: expect.stringContaining(email) });
    expect(await subscriberCount(owner)).toBe(1);

    const welcome = await waitForLinks(email, UNSUBSCRIBE_PATH);
    const unsubscribe = welcome.links[0]!;
    expect(await header(welcome.mails[0]!, 'List-Unsubscribe')).toBe(`<${unsubscribe.href}>`);
    expect(await header(welcome.mails[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // Unguessable, and nothing of the address in it.
    expect(tokenOf(unsubscribe)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribe.href).not.toMatch(/nl-journey|example/);

    // The link used again says so, and changes nothing.
    const again = await post('/newsletter/confirm', { token: tokenOf(links[0]!) });
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/already been used|expired/);
    expect(await subscriberCount(owner)).toBe(1);

    // Opening the unsubscribe link (a GET, as a mail scanner would) only leads to the page.
    const opened = await fetchChecked(unsubscribe.href, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `${LOCAL_URLS.hosting}/newsletter/unsubscribe?token=${tokenOf(unsubscribe)}`,
    );
    expect(await subscriberCount(owner)).toBe(1);

    // The page's button.
    const left = await post('/newsletter/unsubscribe', { token: tokenOf(unsubscribe) });
    expect(left.status).toBe(200);
    expect(left.body.message).toMatch(/unsubscribed/);
    expect(await subscriberCount(owner)).toBe(0);
    // Pressed twice: the same answer, and still nobody.
    expect((await post('/newsletter/unsubscribe', { token: tokenOf(unsubscribe) })).body).toEqual(left.body);
    expect(await subscriberCount(owner)).toBe(0);
  });

  it('sends a confirmed address nothing new, and says so', async () => {
    const email = address('twice');
    await confirmedSubscriber(email);
    const before = (await mailTo(email)).length;
    expect(before).toBe(2);

    const repeat = await subscribe(email);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({
      outcome: 'already-subscribed',
      message: `${email} is already subscribed, so we have sent nothing new.`,
    });
    // Long enough to be sure: an e-mail queued after the repeat reaches the catcher, and then
    // as long again. Nothing was queued for the address either.
    const control = address('control');
    const started = Date.now();
    await subscribe(control);
    await waitForLinks(control, CONFIRM_PATH);
    await new Promise((resolve) => setTimeout(resolve, Math.max(1_000, Date.now() - started)));
    expect((await mailTo(email)).length).toBe(before);
    expect(await queuedTo(email)).toBe(2);
  });

  it('sends a pending address a new link on request; only the newest works', async () => {
    const email = address('resend');
    await subscribe(email);
    await subscribe(email);
    const { links } = await waitForLinks(email, CONFIRM_PATH, 2);
    const [first, second] = links.map(tokenOf);
    expect(first).not.toBe(second);
    expect((await post('/newsletter/confirm', { token: first })).status).toBe(404);
    expect((await post('/newsletter/confirm', { token: second })).body.outcome).toBe('subscribed');
  });

  it('refuses a link whose token is not one of ours with words, before looking anything up', async () => {
    for (const token of ['', 'short', 'x'.repeat(44), 'a'.repeat(42) + '/', 7, ['a'.repeat(43)]]) {
      const confirm = await post('/newsletter/confirm', { token });
      expect(confirm.status, JSON.stringify(token)).toBe(400);
      expect(confirm.body.errors.token).toMatch(/This link is not complete/);
      expect((await post('/newsletter/unsubscribe', { token })).status).toBe(400);
    }
    // Well formed but unknown: used, expired or never sent.
    expect((await post('/newsletter/confirm', { token: 'A'.repeat(43) })).status).toBe(404);
    expect((await post('/newsletter/unsubscribe', { token: 'A'.repeat(43) })).status).toBe(200);
    // An unsubscribe link opened without its token still leads to the page, which says so.
    const bare = await fetchChecked(`${LOCAL_URLS.hosting}${UNSUBSCRIBE_PATH}`, { redirect: 'manual' });
    expect(bare.status).toBe(303);
    expect(bare.headers.get('location')).toBe(`${LOCAL_URLS.hosting}/newsletter/unsubscribe`);
  });

  it('refuses an address that is not an e-mail address with a message, and writes nothing', async () => {
    const before = await snapshotFirestore();
    for (const email of ['', 'not-an-address', 'a@', `${'a'.repeat(250)}@example.com`, 42, null, ['x@example.com']]) {
      const response = await subscribe(email);
      expect(response.status, JSON.stringify(email)).toBe(400);
      expect(response.body.errors.email).toEqual(expect.any(String));
    }
    const missing = await call('POST', '/newsletter/subscribe', { body: {}, headers: anyClient() });
    expect(missing.body).toEqual({
      message: 'Please enter your e-mail address.',
      errors: { email: 'Please enter your e-mail address.' },
    });
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('takes the form POST a mail client sends to the List-Unsubscribe URL', async () => {
    const owner = await adminToken();
    const { welcome } = await confirmedSubscriber(address('one-click'));
    const target = (await header(welcome, 'List-Unsubscribe'))!.replace(/^<|>$/g, '');

    // A form without the one-click field, and a body of another type, change nothing.
    const wrongField = await fetchChecked(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=Maybe',
    });
    expect(wrongField.status).toBe(400);
    const plain = await fetchChecked(target, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(plain.status).toBe(415);
    expect(await subscriberCount(owner)).toBe(1);

    const response = await fetchChecked(target, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/unsubscribed/);
    expect(await subscriberCount(owner)).toBe(0);
  });

  it('takes it as multipart/form-data too, which RFC 8058 prefers', async () => {
    const owner = await adminToken();
    const { unsubscribe } = await confirmedSubscriber(address('multipart'));
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await fetchChecked(unsubscribe.href, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await subscriberCount(owner)).toBe(0);
  });
});

describe('limits', () => {
  it(`accepts ${NEWSLETTER_LIMITS.requestsPerAddress} requests an hour for one address from any clients, then answers 429 with words and Retry-After`, async () => {
    const email = address('per-address');
    for (let i = 0; i < NEWSLETTER_LIMITS.requestsPerAddress; i++)
      expect((await subscribe(email, anyClient())).status).toBe(200);
    const refused = await subscribe(email, anyClient());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/asked to subscribe 3 times in the last hour.*try again in 60 minute/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The refused request queued nothing, and other addresses are not affected.
    expect(await queuedTo(email)).toBe(NEWSLETTER_LIMITS.requestsPerAddress);
    expect((await subscribe(address('other'), anyClient())).status).toBe(200);
  });

  it(`accepts ${NEWSLETTER_LIMITS.requestsPerClient} requests an hour from one client, counting only well-formed ones`, async () => {
    const client = fromAddress('203.0.113.7');
    // Malformed requests are refused before they count.
    for (let i = 0; i < NEWSLETTER_LIMITS.requestsPerClient + 2; i++)
      expect((await subscribe('not-an-address', client)).status).toBe(400);
    for (let i = 0; i < NEWSLETTER_LIMITS.requestsPerClient; i++)
      expect((await subscribe(address('client'), client)).status).toBe(200);
    const refused = await subscribe(address('client'), client);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Too many subscribe requests from your network/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The address the client wrote itself in X-Forwarded-For does not make it another client.
    expect((await subscribe(address('client'), fromAddress('203.0.113.7', ['192.0.2.1']))).status).toBe(429);
    // Another client still may.
    expect((await subscribe(address('client'), fromAddress('203.0.113.8'))).status).toBe(200);
  });
});

describe("the owner's subscriber count and list", () => {
  it('counts confirmed subscribers only and downloads them as CSV, formula-looking cells made inert', async () => {
    const owner = await adminToken();
    const plain = address('csv');
    // Allowed by the e-mail rules, and a formula in a spreadsheet.
    const formula = `=1+2-${Date.now()}@example.com`;
    await confirmedSubscriber(plain);
    await confirmedSubscriber(formula);
    await subscribe(address('pending'));
    expect(await subscriberCount(owner)).toBe(2);

    const response = await fetchChecked(`${LOCAL_URLS.api}/admin/newsletter/subscribers`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = (await response.text()).split('\r\n');
    expect(rows.at(-1)).toBe('');
    expect(rows[0]).toBe('"email","confirmedAt"');
    const stamp = /"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30"$/;
    expect(rows[1]).toMatch(new RegExp(`^"${plain}",${stamp.source}`));
    expect(rows[2]).toMatch(new RegExp(`^"'${formula.replace(/[+]/g, '\\+')}",${stamp.source}`));
    expect(rows).toHaveLength(4);
  });

  it('refuses the count and the list to a customer and to no one', async () => {
    const customer = await createCustomer();
    for (const path of ['/admin/newsletter', '/admin/newsletter/subscribers']) {
      expect((await get(path)).status).toBe(401);
      expect([401, 403]).toContain((await get(path, customer.idToken)).status);
    }
  });
});
