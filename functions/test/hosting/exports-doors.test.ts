import { EXPORT_RANGE_MESSAGE, storeTimestamp } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribersCsv, SUBSCRIBERS_CSV_PAGE_SIZE } from '../../src/services/newsletter/newsletter';
import { csvFile } from '../../src/services/csv';
import { adminToken } from '../../../tests/support/admin';
import { db, resetAndSeed } from '../../../tests/support/emulators';
import { API_DOORS, fetchChecked } from '../../../tests/support/http';

// The owner's files stay small per request (decision 070), through Hosting's rewrite and the
// function's own URL: a range of days is at most a year, and the newsletter's list is written as
// it is read, a page at a time, with the bytes the one-piece file had.

let token: string;
beforeAll(async () => {
  await resetAndSeed();
  token = await adminToken();
});

const subscribers = () => db.collection('newsletterSubscribers');

async function clearSubscribers(): Promise<void> {
  const all = await subscribers().select().get();
  for (let i = 0; i < all.size; i += 500) {
    const batch = db.batch();
    all.docs.slice(i, i + 500).forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}

/** Stores subscribers as the confirmation writes them, under the ids given. */
async function storeSubscribers(list: Array<{ id: string; email: string; confirmedAt: Timestamp }>): Promise<void> {
  for (let i = 0; i < list.length; i += 500) {
    const batch = db.batch();
    for (const { id, email, confirmedAt } of list.slice(i, i + 500))
      batch.set(subscribers().doc(id), { email, confirmedAt, unsubscribeToken: `token-${id}` });
    await batch.commit();
  }
}

/** Odd addresses, out of order by id and by time: a formula, `$&`, Devanagari, quotes and a comma. */
const ODD_SUBSCRIBERS = [
  { id: 'e', email: 'asha@example.com', confirmedAt: Timestamp.fromDate(new Date('2026-01-01T21:34:05Z')) },
  {
    id: 'a',
    email: '=cmd|"/C calc"!A0@example.com',
    confirmedAt: Timestamp.fromDate(new Date('2026-02-01T00:00:00Z')),
  },
  { id: 'c', email: "$&$'@example.com", confirmedAt: Timestamp.fromDate(new Date('2026-02-01T00:00:00Z')) },
  { id: 'b', email: 'पाठक@उदाहरण.भारत', confirmedAt: Timestamp.fromDate(new Date('2026-03-15T18:29:59.999Z')) },
  { id: 'd', email: '"Verma, Asha"@example.com', confirmedAt: new Timestamp(1_767_225_600, 500) },
];
/** The file, byte for byte, as the list made in one piece wrote it: ties in time by id. */
const ODD_CSV =
  '"email","confirmedAt"\r\n' +
  '"""Verma, Asha""@example.com","2026-01-01T05:30:00+05:30"\r\n' +
  '"asha@example.com","2026-01-02T03:04:05+05:30"\r\n' +
  '"\'=cmd|""/C calc""!A0@example.com","2026-02-01T05:30:00+05:30"\r\n' +
  '"$&$\'@example.com","2026-02-01T05:30:00+05:30"\r\n' +
  '"पाठक@उदाहरण.भारत","2026-03-15T23:59:59+05:30"\r\n';

describe("the newsletter's list, a page at a time", () => {
  beforeEach(clearSubscribers);

  it('writes each page as csvFile writes its rows, so the parts make the known file', async () => {
    await storeSubscribers(ODD_SUBSCRIBERS);
    const parts: string[] = [];
    for await (const part of newsletterSubscribersCsv(2)) parts.push(part);
    // The header, then pages of 2, 2 and 1.
    expect(parts).toHaveLength(4);
    expect(parts.join('')).toBe(ODD_CSV);
    // The cells' escaping is csvFile's own, not a second copy of it.
    expect(parts[1]).toBe(
      csvFile([
        ['"Verma, Asha"@example.com', storeTimestamp(new Date('2026-01-01T00:00:00Z'))],
        ['asha@example.com', '2026-01-02T03:04:05+05:30'],
      ]),
    );
  });

  it('reads a full last page and then stops, with no empty part', async () => {
    await storeSubscribers(ODD_SUBSCRIBERS.slice(0, 4));
    const parts: string[] = [];
    for await (const part of newsletterSubscribersCsv(2)) parts.push(part);
    expect(parts.map((part) => part.split('\r\n').length - 1)).toEqual([1, 2, 2]);
  });
});

describe.each(API_DOORS)('through %s', (_door, base) => {
  const download = (path: string) => fetchChecked(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const refusal = async (path: string) => {
    const response = await download(path);
    return {
      status: response.status,
      body: (await response.json()) as { message: string; errors?: Record<string, string> },
    };
  };

  it.each(['/admin/orders/export', '/admin/reports/bills', '/admin/reports/complaints'])(
    '%s refuses more than a year, saying so, and takes a year whole',
    async (path) => {
      for (const [from, to] of [
        ['2024-01-01', '2025-12-31'],
        ['2000-01-01', '9999-12-31'],
        ['2024-01-01', '2025-01-01'],
      ]) {
        const refused = await refusal(`${path}?from=${from}&to=${to}`);
        expect(refused.status, `${from} to ${to}`).toBe(400);
        expect(refused.body).toEqual({ message: EXPORT_RANGE_MESSAGE, errors: { to: EXPORT_RANGE_MESSAGE } });
      }
      for (const [from, to] of [
        ['2024-01-01', '2024-12-31'],
        ['2025-06-01', '2026-06-01'],
      ]) {
        const taken = await download(`${path}?from=${from}&to=${to}`);
        expect(taken.status, `${from} to ${to}`).toBe(200);
        expect(taken.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        await taken.arrayBuffer();
      }
    },
  );

  describe("the newsletter's list", () => {
    beforeEach(clearSubscribers);

    it('is the known file for odd addresses', async () => {
      await storeSubscribers(ODD_SUBSCRIBERS);
      const response = await download('/admin/newsletter/subscribers');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-/);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(ODD_CSV, 'utf8'))).toBe(true);
    });

    it(`gives more than a page (${SUBSCRIBERS_CSV_PAGE_SIZE}) of subscribers each once, oldest first`, async () => {
      const count = SUBSCRIBERS_CSV_PAGE_SIZE * 2 + 1;
      const start = Date.parse('2026-01-01T00:00:00Z');
      // Pairs confirmed at one instant, ids against the order of time: the id breaks the tie.
      const list = Array.from({ length: count }, (_, i) => ({
        id: `s${String(count - i).padStart(5, '0')}`,
        email: `reader${i}@example.com`,
        confirmedAt: Timestamp.fromMillis(start + Math.floor(i / 2) * 1000),
      }));
      await storeSubscribers(list);
      const response = await download('/admin/newsletter/subscribers');
      expect(response.status).toBe(200);
      const rows = (await response.text()).split('\r\n');
      expect(rows.shift()).toBe('"email","confirmedAt"');
      expect(rows.pop()).toBe('');
      const expected = [...list]
        .sort((a, b) => a.confirmedAt.toMillis() - b.confirmedAt.toMillis() || (a.id < b.id ? -1 : 1))
        .map(({ email, confirmedAt }) => `"${email}","${storeTimestamp(confirmedAt.toDate())}"`);
      expect(rows).toEqual(expected);
      expect(new Set(rows).size).toBe(count);
    }, 60_000);
  });
});
