import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../seed/catalog';
import { upsertAdmin } from '../src/services/admins';
import { adminToken } from './support/admin';
import { createCustomer, db, resetAndSeed, type Customer } from './support/emulators';
import { snapshotFirestore } from './support/firestore-snapshot';
import { call, type ApiResponse } from './support/http';
import { bookA, bookB, orderFor } from './support/orders';
import { expiredIdToken, otherProjectIdToken, OWNER_TOKEN_FORGERIES } from './support/tokens';

// Each case is an attack on a write (or private read) route. It must be refused with the
// expected status, and Firestore must be byte-for-byte the same afterwards.

interface TamperCase {
  name: string;
  status: number;
  send: () => Promise<ApiResponse>;
  /**
   * Malformed JSON never reaches our code: Cloud Functions' own parser answers it (see
   * docs/decisions/007). Its answer is checked for a stack trace instead of our { message }.
   */
  platformAnswer?: true;
}

let customer: Customer;
let other: Customer;
let owner: string;
let deletedOwner: string;
const counts = { tried: 0, refused: 0, serverErrors: 0 };

const validBook = () => {
  const { slug: _slug, ...book } = SEED_BOOKS[2]!;
  return { ...book, ISBN: '9780306406157', title: 'A tampered book', coverImage: '/covers/x.svg' };
};

const order = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer, overrides) });
const line = (productId: unknown, quantity: unknown) => [{ productId, quantity }];
const createBook = (token: string | undefined, body: unknown = validBook()) => call('POST', '/books/create-book', { token, body });

beforeAll(async () => {
  await resetAndSeed();
  customer = await createCustomer();
  other = await createCustomer();
  owner = await adminToken();
  // An owner whose account is deleted after signing in.
  await upsertAdmin('former-owner', 'a long former password');
  deletedOwner = (await call('POST', '/auth/admin', { body: { username: 'former-owner', password: 'a long former password' } })).body.token;
  await db.collection('admins').doc('former-owner').delete();
  // One real order, so orders and statistics are there to be tampered with.
  const placed = await order();
  expect(placed.status).toBe(201);
  // An order key already used, for the 409 case.
  const keyed = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer), headers: { 'idempotency-key': 'checkout-attempt-0001' } });
  expect(keyed.status).toBe(201);
});

const priceCases: TamperCase[] = [
  { name: 'a client price on a line, with a total to match it', status: 400, send: () => order({ products: [{ productId: bookA.slug, quantity: 1, price: 0.01 }], totalPrice: 0.01 }) },
  { name: 'a total lower than the real one', status: 400, send: () => order({ totalPrice: bookA.newPrice }) },
  { name: 'a total higher than the real one', status: 400, send: () => order({ totalPrice: 1_000_000 }) },
  { name: 'a total of zero', status: 400, send: () => order({ totalPrice: 0 }) },
  { name: 'a negative total', status: 400, send: () => order({ totalPrice: -10 }) },
  { name: 'a total as a string', status: 400, send: () => order({ totalPrice: String(bookA.newPrice * 2 + bookB.newPrice) }) },
  { name: 'a total with three decimals', status: 400, send: () => order({ totalPrice: 10.005 }) },
  { name: 'a total of 1e400 (Infinity once parsed)', status: 400, send: () => call('POST', '/orders/create-order', { token: customer.idToken, rawBody: JSON.stringify(orderFor(customer)).replace(/"totalPrice":[^,}]+/, '"totalPrice":1e400') }) },
];

const quantityCases: TamperCase[] = [0, 6, 2.5, -1, '3', null, 1e9].map((quantity) => ({
  name: `a quantity of ${JSON.stringify(quantity)}`,
  status: 400,
  send: () => order({ products: line(bookA.slug, quantity), totalPrice: bookA.newPrice }),
}));

const cartCases: TamperCase[] = [
  { name: 'a duplicate product', status: 400, send: () => order({ products: [{ productId: bookA.slug, quantity: 1 }, { productId: bookA.slug, quantity: 1 }], totalPrice: bookA.newPrice * 2 }) },
  { name: 'an unknown product', status: 400, send: () => order({ products: line('no-such-book', 1), totalPrice: 10 }) },
  { name: 'a product id with a slash', status: 400, send: () => order({ products: line('books/x', 1), totalPrice: 10 }) },
  { name: 'a reserved product id (__x__)', status: 400, send: () => order({ products: line('__name__', 1), totalPrice: 10 }) },
  { name: 'a product id that is an object', status: 400, send: () => order({ products: line({ $ne: null }, 1), totalPrice: 10 }) },
  { name: '51 different books', status: 400, send: () => order({ products: Array.from({ length: 51 }, (_, i) => ({ productId: `book-${i}`, quantity: 1 })), totalPrice: 10 }) },
  { name: 'products that are not a list', status: 400, send: () => order({ products: { 0: { productId: bookA.slug, quantity: 1 } } }) },
];

const identityCases: TamperCase[] = [
  { name: "someone else's e-mail in the order", status: 403, send: () => order({ email: other.email }) },
  { name: "someone else's e-mail in the lookup path", status: 403, send: () => call('GET', `/orders/email/${encodeURIComponent(other.email)}`, { token: customer.idToken }) },
  { name: 'an order with no token', status: 401, send: () => call('POST', '/orders/create-order', { body: orderFor(customer) }) },
  { name: 'an order with an expired ID token', status: 401, send: () => call('POST', '/orders/create-order', { token: expiredIdToken(customer.idToken), body: orderFor(customer) }) },
  { name: 'an order with an ID token from another project', status: 401, send: () => call('POST', '/orders/create-order', { token: otherProjectIdToken(customer.idToken), body: orderFor(customer) }) },
  { name: 'an order with an owner token instead of an ID token', status: 401, send: () => call('POST', '/orders/create-order', { token: owner, body: orderFor(customer) }) },
  { name: "a customer's ID token creating a book", status: 401, send: () => createBook(customer.idToken) },
  { name: "a customer's ID token editing a book", status: 401, send: () => call('PUT', `/books/edit/${bookA.slug}`, { token: customer.idToken, body: validBook() }) },
  { name: "a customer's ID token deleting a book", status: 401, send: () => call('DELETE', `/books/${bookA.slug}`, { token: customer.idToken }) },
  { name: "a customer's ID token reading the owner's figures", status: 401, send: () => call('GET', '/admin', { token: customer.idToken }) },
  { name: 'a book created with no token', status: 401, send: () => createBook(undefined) },
  { name: "a deleted owner's token", status: 401, send: () => createBook(deletedOwner) },
];

const jwtCases: TamperCase[] = Object.entries(OWNER_TOKEN_FORGERIES).map(([name, forge]) => ({
  name: `an owner token: ${name}`,
  status: 401,
  send: () => createBook(forge('owner', owner)),
}));

const bookCases: TamperCase[] = [
  { name: 'a book with a negative price', status: 400, send: () => createBook(owner, { ...validBook(), newPrice: -1 }) },
  { name: 'a book with a price of three decimals', status: 400, send: () => createBook(owner, { ...validBook(), newPrice: 9.999 }) },
  { name: 'a book with a price as a string', status: 400, send: () => createBook(owner, { ...validBook(), newPrice: '9.99' }) },
  { name: 'a book with a new price above the old', status: 400, send: () => createBook(owner, { ...validBook(), newPrice: 500, oldPrice: 100 }) },
  { name: 'a book with a javascript: cover', status: 400, send: () => createBook(owner, { ...validBook(), coverImage: 'javascript:alert(1)' }) },
  { name: 'a book with a 201-character title', status: 400, send: () => createBook(owner, { ...validBook(), title: 'x'.repeat(201) }) },
  { name: 'an edit of an unknown id (never creates it)', status: 404, send: () => call('PUT', '/books/edit/no-such-book', { token: owner, body: validBook() }) },
  { name: 'an edit of a reserved id', status: 404, send: () => call('PUT', '/books/edit/__name__', { token: owner, body: validBook() }) },
  { name: 'an edit of an id with an encoded slash', status: 404, send: () => call('PUT', `/books/edit/${encodeURIComponent(`x/${bookA.slug}`)}`, { token: owner, body: validBook() }) },
  { name: 'a delete of an unknown id', status: 404, send: () => call('DELETE', '/books/no-such-book', { token: owner }) },
  { name: 'a delete of a ".." id', status: 404, send: () => call('DELETE', '/books/%2E%2E', { token: owner }) },
];

const bodyCases: TamperCase[] = [
  { name: 'an oversized order body (150 KB)', status: 413, send: () => order({ name: 'A'.repeat(150 * 1024) }) },
  { name: 'an oversized book body (150 KB)', status: 413, send: () => createBook(owner, { ...validBook(), description: 'd'.repeat(150 * 1024) }) },
  { name: 'malformed JSON for an order', status: 400, platformAnswer: true, send: () => call('POST', '/orders/create-order', { token: customer.idToken, rawBody: '{"name": "Asha", ' }) },
  { name: 'malformed JSON for a book', status: 400, platformAnswer: true, send: () => call('POST', '/books/create-book', { token: owner, rawBody: '{"title": ' }) },
  { name: 'an order sent as text/plain', status: 415, send: () => call('POST', '/orders/create-order', { token: customer.idToken, rawBody: JSON.stringify(orderFor(customer)), headers: { 'content-type': 'text/plain' } }) },
  { name: 'an order sent as a form', status: 415, send: () => call('POST', '/orders/create-order', { token: customer.idToken, rawBody: 'name=x&totalPrice=0', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
  { name: 'an order body that is a JSON array', status: 400, send: () => call('POST', '/orders/create-order', { token: customer.idToken, body: [orderFor(customer)] }) },
  { name: 'a reused Idempotency-Key with a different order', status: 409, send: () => call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer, { products: line(bookB.slug, 1), totalPrice: bookB.newPrice }), headers: { 'idempotency-key': 'checkout-attempt-0001' } }) },
  { name: 'a malformed Idempotency-Key', status: 400, send: () => call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer), headers: { 'idempotency-key': '../../orders/x' } }) },
];

const ALL_CASES: TamperCase[] = [...priceCases, ...quantityCases, ...cartCases, ...identityCases, ...jwtCases, ...bookCases, ...bodyCases];

describe('tampering: each attack is refused and Firestore is unchanged', () => {
  it.each(ALL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    const before = await snapshotFirestore();
    const response = await testCase.send();
    counts.tried += 1;
    if (response.status >= 400) counts.refused += 1;
    if (response.status >= 500) counts.serverErrors += 1;
    expect(response.status, JSON.stringify(response.body)).toBe(testCase.status);
    if (testCase.platformAnswer) expect(JSON.stringify(response.body)).not.toMatch(/SyntaxError|at JSON\.parse|node_modules/);
    else expect(response.body, 'answers with a message').toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await snapshotFirestore()).toEqual(before);
  });

  it(`tried at least 40 cases`, () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(40);
  });
});

describe('injection-looking text', () => {
  const samples = {
    name: '<script>alert("x")</script>',
    street: "'; DROP TABLE orders; --",
    city: '{"$gt": ""}',
    state: '${7*7} {{7*7}}',
    landmark: '../../etc/passwd\u0000',
  };

  it('is stored as plain text and returned escaped by JSON, never as markup', async () => {
    const body = orderFor(customer, {
      name: samples.name,
      address: { street: samples.street, city: samples.city, country: 'India', state: samples.state, zipcode: '560001', landmark: samples.landmark },
      __proto__: { role: 'admin' },
    });
    const response = await call('POST', '/orders/create-order', { token: customer.idToken, body });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.body.name).toBe(samples.name);
    expect(response.body.address).toMatchObject({ street: samples.street, city: samples.city, state: samples.state, landmark: samples.landmark });
    const stored = (await db.collection('orders').doc(response.body._id).get()).data()!;
    expect(stored.name).toBe(samples.name);
    expect(stored.address.city).toBe(samples.city);
    expect(stored.role).toBeUndefined();
    // The raw answer holds the quotes escaped: it is a JSON string, not markup or code.
    const raw = await fetch(`http://127.0.0.1:5000/api/orders/email/${encodeURIComponent(customer.email)}`, { headers: { authorization: `Bearer ${customer.idToken}` } }).then((r) => r.text());
    expect(raw).toContain('"name":"<script>alert(\\"x\\")</script>"');
  });

  it('is refused when it is an object where text belongs', async () => {
    const before = await snapshotFirestore();
    const response = await order({ name: { $gt: '' } });
    expect(response.status).toBe(400);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

afterAll(() => {
  console.log(`tampering: ${counts.tried} cases tried, ${counts.refused} refused, ${counts.serverErrors} answered 5xx`);
});
