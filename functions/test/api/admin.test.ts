import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { ADMIN, signWithLocalSecret } from '../../../tests/support/admin';
import { createCustomer, db } from '../../../tests/support/emulators';
import { get, post } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { upsertAdmin } from '../../src/services/owners/admins';

const { ownerToken } = useSeededStore();

describe('POST /api/auth/admin', () => {
  it('signs the owner in with an HS256 token that expires in 60 minutes', async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    const response = await post('/auth/admin', ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body).toMatchObject({
      message: expect.any(String),
      token: expect.any(String),
      user: { username: ADMIN.username, role: 'admin' },
    });
    const decoded = jwt.decode(response.body.token, { complete: true })!;
    expect(decoded.header.alg).toBe('HS256');
    const payload = decoded.payload as jwt.JwtPayload;
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('answers 400 for missing fields and 401 for wrong credentials, with one message for both kinds of miss', async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    const missing = await post('/auth/admin', { username: 'owner' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ password: 'Password is required.' });
    const wrong = await post('/auth/admin', { ...ADMIN, password: 'nope' });
    const unknown = await post('/auth/admin', { username: 'nobody', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each(['__proto__', '__name__', '.', '..'])(
    'answers 401, not a Firestore error, for the username %j',
    async (username) => {
      const response = await post('/auth/admin', { username, password: 'whatever' });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid username or password.' });
    },
  );

  it('stores only a salted scrypt hash of the password', async () => {
    await upsertAdmin(ADMIN.username, ADMIN.password);
    const stored = (await db.collection('admins').doc('owner').get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(ADMIN.password);
    expect(stored.passwordHash).toMatch(/^scrypt\$/);
  });
});

describe('GET /api/admin', () => {
  it('returns the statistics for the owner', async () => {
    const response = await get('/admin', await ownerToken());
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const trending = SEED_BOOKS.filter((b) => b.trending);
    expect(response.body).toMatchObject({
      totalBooks: SEED_BOOKS.length,
      totalSales: 0,
      totalOrders: 0,
      monthlySales: [],
    });
    expect(response.body.trendingBooks).toHaveLength(trending.length);
    expect(response.body.trendingBooks).toEqual(
      expect.arrayContaining(trending.map((b) => ({ _id: b.slug, title: b.title }))),
    );
  });

  it('sorts monthlySales by month, each with its papers and refunds', async () => {
    await db
      .collection('stats')
      .doc('sales')
      .set({
        totalSalesPaise: 60000,
        totalOrders: 3,
        months: {
          '2026-03': { salesPaise: 10000, orders: 1 },
          '2025-12': { salesPaise: 20000, orders: 1 },
          '2026-01': { salesPaise: 30000, orders: 1, bills: 2, creditNotes: 1, refundsPaise: 1250 },
        },
      });
    const response = await get('/admin', await ownerToken());
    expect(response.body.totalSales).toBe(600);
    expect(response.body.monthlySales).toEqual([
      { _id: '2025-12', totalSales: 200, totalOrders: 1, bills: 0, creditNotes: 0, refunds: 0 },
      { _id: '2026-01', totalSales: 300, totalOrders: 1, bills: 2, creditNotes: 1, refunds: 12.5 },
      { _id: '2026-03', totalSales: 100, totalOrders: 1, bills: 0, creditNotes: 0, refunds: 0 },
    ]);
  });

  it('answers 401 for missing, malformed, expired or wrongly signed tokens', async () => {
    await ownerToken();
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      undefined,
      'garbage',
      signWithLocalSecret({ role: 'admin', sub: ADMIN.username, iat: now - 7200, exp: now - 3600 }),
      jwt.sign({ role: 'admin' }, 'some-other-secret-that-is-long-enough-123', {
        algorithm: 'HS256',
        subject: ADMIN.username,
        expiresIn: 600,
      }),
      signWithLocalSecret({ role: 'admin', sub: ADMIN.username }),
    ];
    for (const token of tokens) {
      const response = await get('/admin', token);
      expect(response.status, String(token)).toBe(401);
      expect(response.body.message).toEqual(expect.any(String));
    }
  });

  it("answers 401 for a customer's Firebase ID token and 403 for a valid token without the admin role", async () => {
    const customer = await createCustomer();
    expect((await get('/admin', customer.idToken)).status).toBe(401);
    await ownerToken();
    const staff = signWithLocalSecret({ role: 'customer' }, { subject: ADMIN.username, expiresIn: 600 });
    expect((await get('/admin', staff)).status).toBe(403);
  });
});
