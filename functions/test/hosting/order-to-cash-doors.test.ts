import { beforeAll, describe, expect, it } from 'vitest';
import { REMITTANCE_BODY_LIMIT_BYTES } from '../../src/routes/admin-remittances';
import { adminToken } from '../../../tests/support/admin';
import { resetAndSeed } from '../../../tests/support/emulators';
import { API_DOORS } from '../../../tests/support/http';

// The order-to-cash and paperwork endpoints through both doors: Hosting's rewrite, and the function's own URL,
// which anyone can call around Hosting. Same answers, same caching, same limits.

let token: string;
beforeAll(async () => {
  await resetAndSeed();
  token = await adminToken();
});

const post = (base: string, path: string, body: string, auth = true) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe.each(API_DOORS)('through %s', (_door, base) => {
  it('serves the shop’s details and quotes publicly, cached a minute at the CDN', async () => {
    for (const path of ['/store', '/shipping/quote?pin=560001&subtotal=499&payment=upi']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
    const refused = await fetch(`${base}/shipping/quote?pin=%3Cscript%3E&subtotal=1`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors.pin).toBe(
      'Zipcode must be a 6-digit PIN code that does not start with 0.',
    );
  });

  it('keeps the owner’s remittance import to the owner, and to its size', async () => {
    expect((await post(base, '/admin/remittances/import', JSON.stringify({ file: 'AWB' }), false)).status).toBe(401);
    const tooLong = await post(
      base,
      '/admin/remittances/import',
      JSON.stringify({ file: 'x'.repeat(2 * 1024 * 1024 + 1) }),
    );
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { errors: Record<string, string> }).errors.file).toBe(
      'A remittance file may be at most 2 MB.',
    );
    const tooBig = await post(
      base,
      '/admin/remittances/import',
      JSON.stringify({ file: '"'.repeat(REMITTANCE_BODY_LIMIT_BYTES / 2) }),
    );
    expect(tooBig.status).toBe(413);
  });

  it('refuses a UTR for an order without a signed-in customer', async () => {
    const response = await post(base, '/orders/abc/payment', JSON.stringify({ utr: '412345678901' }), false);
    expect(response.status).toBe(401);
  });

  it('keeps the bills, the parcels’ paper and the register to their owners, and to their limits', async () => {
    const get = (path: string, auth = true) =>
      fetch(`${base}${path}`, auth ? { headers: { authorization: `Bearer ${token}` } } : {});
    for (const path of [
      '/orders/abc/bill',
      '/orders/abc/credit-note',
      '/admin/orders/abc/bill',
      '/admin/reports/bills?from=2026-11-01&to=2026-11-30',
    ])
      expect((await get(path, false)).status, path).toBe(401);
    expect((await post(base, '/admin/orders/paperwork', JSON.stringify({ allConfirmed: true }), false)).status).toBe(
      401,
    );

    const unknown = await get('/admin/orders/nosuchorder0000000000/bill');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
    const errors = async (response: Response) => ((await response.json()) as { errors: Record<string, string> }).errors;
    const tooMany = await post(
      base,
      '/admin/orders/paperwork',
      JSON.stringify({ orderIds: Array.from({ length: 101 }, (_, i) => `order${i}`) }),
    );
    expect(tooMany.status).toBe(400);
    expect(await errors(tooMany)).toEqual({ orderIds: 'Print at most 100 orders at once.' });
    const odd = await post(
      base,
      '/admin/orders/paperwork',
      JSON.stringify({ orderIds: ['$&', "$'", '<script>', '=cmd'] }),
    );
    expect(odd.status).toBe(400);
    expect(Object.values(await errors(odd))).toContain('An order id is not valid.');
    // JSON can spell a lone surrogate; it is refused like any broken text.
    const broken = await post(base, '/admin/orders/paperwork', '{"orderIds":["\\ud800abc"]}');
    expect(broken.status).toBe(400);

    for (const [query, field] of [
      ['from=%24%26&to=2026-11-30', 'from'],
      ['from=2026-11-01&to=%3Cscript%3E', 'to'],
      ['from=%E0%A5%A8%E0%A5%A6%E0%A5%A8%E0%A5%AC-11-01&to=2026-11-30', 'from'],
      ['from=%3Dcmd&to=2026-11-30', 'from'],
      ['from=2026-11-31&to=2026-11-30', 'from'],
    ] as const) {
      const refused = await get(`/admin/reports/bills?${query}`);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(await errors(refused)), query).toContain(field);
    }
  });
});
