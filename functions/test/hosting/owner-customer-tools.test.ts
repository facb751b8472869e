import { beforeEach, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import {
  authApi,
  createCustomer,
  CUSTOMER_PASSWORD,
  db,
  signIn,
  type Customer,
} from '../../../tests/support/emulators';
import { call, get, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { salesFigures, stockOf } from '../../../tests/support/stock';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

const books = SEED_BOOKS.slice(0, 4);

const orderOf = (who: Customer, book: (typeof SEED_BOOKS)[0], quantity = 2) =>
  orderFor(who, { products: [{ productId: book.slug, quantity }], totalPrice: book.newPrice * quantity });
async function place(who: Customer, book: (typeof SEED_BOOKS)[0], quantity = 2): Promise<string> {
  const response = await post('/orders/create-order', orderOf(who, book, quantity), who.idToken);
  if (response.status !== 201) throw new Error(`Order failed: ${JSON.stringify(response.body)}`);
  return response.body._id as string;
}

let owner: string;
let abuser: Customer;
let neighbour: Customer;
const store = useSeededStore();

beforeEach(async () => {
  owner = await store.ownerToken();
  await saveShopDetails(owner);
  abuser = await createCustomer();
  neighbour = await createCustomer();
});

const move = (id: string, status: string) =>
  call('PATCH', `/admin/orders/${id}/status`, { token: owner, body: { status } });
const ordersOf = (query: string) => get(`/admin/orders?${query}`, owner);

describe('the admin orders list filtered by customer e-mail', () => {
  it('shows only that customer’s orders, whatever the case typed, with the status filter too', async () => {
    const mine = [await place(abuser, books[0]!), await place(abuser, books[1]!)];
    await place(neighbour, books[0]!);
    expect((await move(mine[0]!, 'confirmed')).status).toBe(200);

    const all = await ordersOf(`email=${encodeURIComponent(` ${abuser.email.toUpperCase()} `)}`);
    expect(all.status).toBe(200);
    expect(all.body.orders.map((o: { _id: string }) => o._id).sort()).toEqual([...mine].sort());

    const confirmed = await ordersOf(`email=${encodeURIComponent(abuser.email)}&status=confirmed`);
    expect(confirmed.body.orders.map((o: { _id: string }) => o._id)).toEqual([mine[0]]);
  });

  it('refuses a malformed e-mail with 400', async () => {
    const response = await ordersOf('email=not-an-address');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Email is not valid.' });
  });
});

describe('GET /api/admin/customers', () => {
  it('tells the owner the account state and the open orders', async () => {
    await place(abuser, books[0]!);
    const response = await get(`/admin/customers?email=${encodeURIComponent(abuser.email)}`, owner);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      email: abuser.email,
      hasAccount: true,
      blocked: false,
      emailVerified: true,
      openOrders: 1,
      rtoCount: 0,
      codAllowed: true,
      codOffered: true,
      related: [],
    });
  });

  it('answers 404 for an e-mail with neither an account nor orders', async () => {
    const response = await get('/admin/customers?email=nobody%40example.com', owner);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No customer has this e-mail address.');
  });

  it('is the owner’s alone', async () => {
    for (const path of ['/admin/customers?email=a%40b.co']) expect((await get(path, abuser.idToken)).status).toBe(401);
    for (const path of ['/admin/customers/block', '/admin/customers/unblock', '/admin/customers/cancel-open-orders']) {
      expect((await post(path, { email: neighbour.email }, abuser.idToken)).status).toBe(401);
      expect((await post(path, { email: neighbour.email })).status).toBe(401);
    }
  });
});

describe('cancel every open order of a customer', () => {
  it('cancels pending and confirmed ones, restocks and corrects the figures exactly, and leaves the rest', async () => {
    const shipped = await place(abuser, books[0]!);
    for (const status of ['confirmed', 'shipped']) expect((await move(shipped, status)).status).toBe(200);
    const confirmed = await place(abuser, books[1]!, 3);
    expect((await move(confirmed, 'confirmed')).status).toBe(200);
    const pending = [await place(abuser, books[2]!, 1), await place(abuser, books[1]!, 1)];
    const neighbours = await place(neighbour, books[2]!);
    const stockBefore = await Promise.all(books.map((book) => stockOf(book.slug)));
    const salesBefore = (await salesFigures()).stored;

    const response = await post('/admin/customers/cancel-open-orders', { email: abuser.email.toUpperCase() }, owner);

    expect(response.status).toBe(200);
    expect(response.body.message).toBe(`Cancelled 3 open orders of ${abuser.email}.`);
    expect(response.body.skipped).toEqual([]);
    expect(response.body.cancelled.map((o: { _id: string }) => o._id).sort()).toEqual([confirmed, ...pending].sort());
    const status = async (id: string) => (await db.collection('orders').doc(id).get()).get('status') as string;
    expect(await status(shipped)).toBe('shipped');
    expect(await status(neighbours)).toBe('pending');
    for (const id of [confirmed, ...pending]) expect(await status(id)).toBe('cancelled');
    // Copies back: 3 + 1 of the second book, 1 of the third; the shipped first book's stay out.
    expect(await Promise.all(books.map((book) => stockOf(book.slug)))).toEqual([
      stockBefore[0],
      stockBefore[1]! + 4,
      stockBefore[2]! + 1,
      stockBefore[3],
    ]);
    const { stored, summed } = await salesFigures();
    expect(stored).toEqual(summed);
    // None of the three had a bill: the figures stay as they were (decision 051).
    expect(stored).toEqual(salesBefore);

    // Nothing left to cancel: a second click changes nothing.
    const again = await post('/admin/customers/cancel-open-orders', { email: abuser.email }, owner);
    expect(again.body).toMatchObject({ message: `Cancelled 0 open orders of ${abuser.email}.`, cancelled: [] });
    expect((await salesFigures()).stored).toEqual(stored);
  });
});

describe('block and unblock a customer', () => {
  it('refuses the blocked customer’s very next request, and lets them back after unblocking', async () => {
    await place(abuser, books[0]!);
    const mine = () => get(`/orders/email/${encodeURIComponent(abuser.email)}`, abuser.idToken);
    expect((await mine()).status).toBe(200);

    // Firebase Auth revokes by the second: a token is revoked if it was issued in an earlier
    // second than the revocation. A real abuser signed in long before; this one, a moment ago.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const blocked = await post('/admin/customers/block', { email: abuser.email }, owner);
    expect(blocked.status).toBe(200);
    expect(blocked.body.customer).toMatchObject({ email: abuser.email, blocked: true, openOrders: 1 });
    const blockedAt = Date.now();

    // The same, still unexpired, ID token: refused at once, for reading and for ordering.
    const read = await mine();
    expect(Date.now() - blockedAt).toBeLessThan(5000);
    expect(read.status).toBe(403);
    expect(read.body.message).toBe('This account has been blocked by the store. Please contact the store.');
    const order = await post('/orders/create-order', orderOf(abuser, books[1]!), abuser.idToken);
    expect(order.status).toBe(403);
    expect(await stockOf(books[1]!.slug)).toBe(SEED_BOOKS[1]!.stock);
    // No new token either: Firebase Auth refuses the password.
    await expect(
      authApi('signInWithPassword', { email: abuser.email, password: CUSTOMER_PASSWORD }, 'Signing in'),
    ).rejects.toThrow(/USER_DISABLED/);
    // Other customers carry on.
    expect((await post('/orders/create-order', orderOf(neighbour, books[1]!), neighbour.idToken)).status).toBe(201);

    const unblocked = await post('/admin/customers/unblock', { email: abuser.email }, owner);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body.customer.blocked).toBe(false);
    // The sessions the block ended stay ended; signing in again works.
    const stale = await mine();
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Your session has ended. Please sign in again.');
    const back = await signIn(abuser.email);
    expect((await get(`/orders/email/${encodeURIComponent(back.email)}`, back.idToken)).status).toBe(200);
  });

  it('answers 404 for an e-mail without an account', async () => {
    const response = await post('/admin/customers/block', { email: 'ghost@example.com' }, owner);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('No customer account has this e-mail address.');
  });
});
