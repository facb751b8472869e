import { COMPLAINT_LIMITS, storeDay } from '@bookstore/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../tests/support/admin';
import { createCustomer, resetAndSeed } from '../../../tests/support/emulators';
import { API_DOORS } from '../../../tests/support/http';

// Complaints through both doors: Hosting's rewrite and the function's own URL that
// anyone can call around Hosting. The same access, the same limits, the same text as written.

let owner: string;
beforeAll(async () => {
  await resetAndSeed();
  owner = await adminToken();
});

const send = (base: string, method: string, path: string, body?: unknown, token?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const json = async (response: Response) => (await response.json()) as Record<string, any>;

const ODD = `<script>alert(1)</script> $& $' =cmd शिकायत`;

describe.each(API_DOORS)('through %s', (_door, base) => {
  it('keeps the owner’s side to the owner and a ticket to its customer', async () => {
    const alice = await createCustomer();
    const bob = await createCustomer();
    expect((await send(base, 'GET', '/admin/complaints')).status).toBe(401);
    const opened = await send(base, 'POST', '/complaints', { subject: ODD, message: ODD }, alice.idToken);
    expect(opened.status).toBe(201);
    const { complaint } = await json(opened);
    expect(complaint).toMatchObject({ subject: ODD, messages: [{ text: ODD }] });
    expect((await send(base, 'GET', `/complaints/${complaint.number}`, undefined, bob.idToken)).status).toBe(404);
    const own = await send(base, 'GET', `/complaints/${complaint.number}`, undefined, alice.idToken);
    expect((await json(own)).subject).toBe(ODD);
    const reply = await send(base, 'POST', `/admin/complaints/${complaint.number}/messages`, { message: ODD }, owner);
    expect(await json(reply)).toMatchObject({ status: 'answered', messages: [{}, { from: 'shop', text: ODD }] });

    // The grievance register: the owner's alone, the text as written.
    const day = storeDay();
    const register = `/admin/reports/complaints?from=${day}&to=${day}`;
    expect((await send(base, 'GET', register)).status).toBe(401);
    expect((await send(base, 'GET', register, undefined, alice.idToken)).status).toBe(401);
    const csv = await (await send(base, 'GET', register, undefined, owner)).text();
    const row = csv.split('\r\n').find((line) => line.startsWith(`"${complaint.number}"`));
    expect(row).toContain(`"${ODD}","answered"`);
  });

  it(`holds ${COMPLAINT_LIMITS.openPerPerson} open tickets (409) and ${COMPLAINT_LIMITS.messagesPerWindow} messages a minute (429 with Retry-After)`, async () => {
    const carol = await createCustomer();
    const numbers: string[] = [];
    for (let i = 0; i < COMPLAINT_LIMITS.openPerPerson; i++) {
      const opened = await send(base, 'POST', '/complaints', { subject: `T${i}`, message: 'm' }, carol.idToken);
      expect(opened.status).toBe(201);
      numbers.push((await json(opened)).complaint.number as string);
    }
    expect((await send(base, 'POST', '/complaints', { subject: 'one more', message: 'm' }, carol.idToken)).status).toBe(
      409,
    );
    const message = (text: string) =>
      send(base, 'POST', `/complaints/${numbers[0]}/messages`, { message: text }, carol.idToken);
    for (let i = COMPLAINT_LIMITS.openPerPerson; i < COMPLAINT_LIMITS.messagesPerWindow; i++)
      expect((await message(`m${i}`)).status).toBe(201);
    const refused = await message('too many');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(COMPLAINT_LIMITS.messageWindowSeconds);
  });

  it('answers the Contact page 202 without a sign-in, and refuses broken links and broken characters', async () => {
    const sent = await send(base, 'POST', '/complaints', { email: 'visitor@example.com', subject: 'x', message: 'y' });
    expect(sent.status).toBe(202);
    expect((await send(base, 'POST', '/complaints/confirm', { token: 'short' })).status).toBe(400);
    expect((await send(base, 'POST', '/complaints/confirm', { token: 'y'.repeat(43) })).status).toBe(404);
    const dave = await createCustomer();
    const broken = await send(base, 'POST', '/complaints', '{"subject":"x","message":"half \\ud800"}', dave.idToken);
    expect(broken.status).toBe(400);
    expect((await json(broken)).errors.message).toBe(
      'Contains a broken character (invalid Unicode). Please retype this field.',
    );
  });
});
