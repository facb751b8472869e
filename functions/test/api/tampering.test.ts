import {
  addressSchema,
  bookSchema,
  INVALID_UNICODE_MESSAGE,
  lineTotal,
  LOCAL_URLS,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
} from '@bookstore/domain';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../../../seed/catalog';
import { createApp } from '../../src/app';
import { upsertAdmin } from '../../src/services/owners/admins';
import { API, createCustomer, db, TEST_PROJECT_ID, type Customer } from '../../../tests/support/emulators';
import { snapshotFirestore } from '../../../tests/support/firestore-snapshot';
import { call, fetchChecked, type ApiResponse } from '../../../tests/support/http';
import { PNG } from '../../../tests/support/images';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { setStock } from '../../../tests/support/stock';
import { expiredIdToken, otherProjectIdToken, OWNER_TOKEN_FORGERIES } from '../../../tests/support/tokens';
import { useSeededStore } from '../../../tests/support/seeded-store';

// Each case is an attack on a write (or private read) route. It must be refused with the
// expected status, and Firestore must be byte-for-byte the same afterwards, except for the
// customer's count of order attempts: every well-formed order attempt counts, refused or not
// (customer-limits.test.ts proves that count), so each case starts with none counted.

interface TamperCase {
  name: string;
  status: number;
  send: () => Promise<ApiResponse>;
  /**
   * The field errors of the refusal, exactly: the rule under test and no other. Without it a
   * case could pass on a later check (the total, a missing book) with its own rule removed.
   */
  errors?: Record<string, string>;
  /** The exact message, where that is what names the protection. */
  message?: string;
  /**
   * Malformed JSON through Hosting never reaches our code: the Functions emulator's own
   * parser answers it (see docs/decisions/007), with Express's production error page.
   */
  platformAnswer?: true;
}

/** What the Functions emulator's body parser answers to malformed JSON (NODE_ENV=production). */
const PLATFORM_BAD_REQUEST =
  '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Error</title>\n</head>\n<body>\n<pre>Bad Request</pre>\n</body>\n</html>\n';
const STACK_TRACE = /(?:\\n|\n)\s*at \S|node_modules|SyntaxError/;

let customer: Customer;
let other: Customer;
let owner: string;
let deletedOwner: string;
/** The order placed in beforeAll, for the routes that act on one. */
let placedOrderId: string;
const counts = { tried: 0, refused: 0, serverErrors: 0 };
/** Every book in the catalog (the seed plus a few added below), to fill an order past the line limit. */
let everyBook: Array<{ productId: string; price: number }> = [];
/** The same app without the Cloud Functions platform in front, so our own JSON parser runs. */
let bareApp: Server;
let bareAppUrl: string;

const validBook = () => {
  const { slug: _slug, ...book } = SEED_BOOKS[2]!;
  return { ...book, ISBN: '9780306406157', title: 'A tampered book', coverImage: '/covers/x.svg' };
};

const order = (overrides: Record<string, unknown> = {}) =>
  call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer, overrides) });
/**
 * The order as raw JSON text, with `edit` applied to the text (for what an object literal
 * cannot say). Orders meant to be placed go to a fresh customer, within the per-customer limits.
 */
const rawOrder = (edit: (json: string) => string, overrides: Record<string, unknown> = {}, who = customer) =>
  call('POST', '/orders/create-order', {
    token: who.idToken,
    rawBody: edit(JSON.stringify(orderFor(who, overrides))),
  });
const forgetOrderAttempts = async () => {
  const attempts = await db.collection('orderAttempts').get();
  await Promise.all(attempts.docs.map((doc) => doc.ref.delete()));
};
/** The real total of the order in `support/orders` (2 × A + 1 × B). */
const realTotal = () => orderFor(customer).totalPrice;
const line = (productId: unknown, quantity: unknown) => [{ productId, quantity }];
const createBook = (token: string | undefined, body: unknown = validBook()) =>
  call('POST', '/books/create-book', { token, body });

const { ownerToken } = useSeededStore({ per: 'suite' });

beforeAll(async () => {
  customer = await createCustomer();
  other = await createCustomer();
  owner = await ownerToken();
  // An owner whose account is deleted after signing in.
  await upsertAdmin('former-owner', 'a long former password');
  deletedOwner = (
    await call('POST', '/auth/admin', { body: { username: 'former-owner', password: 'a long former password' } })
  ).body.token;
  await db.collection('admins').doc('former-owner').delete();
  // One real order, so orders and statistics are there to be tampered with.
  const placed = await order();
  expect(placed.status).toBe(201);
  placedOrderId = placed.body._id;
  // An order key already used, for the 409 case.
  const keyed = await call('POST', '/orders/create-order', {
    token: customer.idToken,
    body: orderFor(customer),
    headers: { 'idempotency-key': 'checkout-attempt-0001' },
  });
  expect(keyed.status).toBe(201);
  // Enough copies of B for a quantity of 1e9, so only the quantity rule can refuse it.
  await setStock(2_000_000_000, [bookB.slug]);
  // More books than an order may hold, all real and in stock, so only the line limit can refuse them.
  const inStock = async () =>
    (await db.collection('books').where('stock', '>', 0).get()).docs.map((doc) => ({
      productId: doc.id,
      price: doc.get('newPrice') as number,
    }));
  for (let extra = MAX_ORDER_LINES + 1 - (await inStock()).length; extra > 0; extra--) {
    expect((await createBook(owner, { ...validBook(), title: `An extra book ${extra}` })).status).toBe(201);
  }
  everyBook = (await inStock()).slice(0, MAX_ORDER_LINES + 1);
  bareApp = createApp().listen(0, '127.0.0.1');
  await new Promise((resolve) => bareApp.once('listening', resolve));
  bareAppUrl = `http://127.0.0.1:${(bareApp.address() as AddressInfo).port}/api`;
});

const priceCases: TamperCase[] = [
  {
    name: 'a client price on a line, with a total to match it',
    status: 400,
    send: () => order({ products: [{ productId: bookA.slug, quantity: 1, price: 0.01 }], totalPrice: 0.01 }),
  },
  { name: 'a total lower than the real one', status: 400, send: () => order({ totalPrice: bookA.newPrice }) },
  { name: 'a total higher than the real one', status: 400, send: () => order({ totalPrice: 1_000_000 }) },
  { name: 'a total of zero', status: 400, send: () => order({ totalPrice: 0 }) },
  {
    name: 'a negative total',
    status: 400,
    errors: { totalPrice: 'Total price must not be negative.' },
    send: () => order({ totalPrice: -10 }),
  },
  {
    name: 'a total as a string',
    status: 400,
    errors: { totalPrice: 'Total price must be a number.' },
    send: () => order({ totalPrice: String(realTotal()) }),
  },
  // 0.004 over the real total: rounded to paise it matches, so only the 2-decimals rule refuses it.
  {
    name: 'a total with three decimals',
    status: 400,
    errors: { totalPrice: 'Total price may have at most 2 decimals.' },
    send: () => order({ totalPrice: realTotal() + 0.004 }),
  },
  // No total can match Infinity, so the server's total check would refuse it too; the answer
  // must come from the schema's own finite/2-decimals rule, before the books are read.
  {
    name: 'a total of 1e400 (Infinity once parsed)',
    status: 400,
    errors: { totalPrice: 'Total price may have at most 2 decimals.' },
    send: () => rawOrder((json) => json.replace(/"totalPrice":[^,}]+/, '"totalPrice":1e400')),
  },
];

/**
 * A tampered quantity of B, next to one copy of A, with the total the server would reach if
 * it trusted the quantity (null and "3" count as 0 and 3 in JavaScript arithmetic) and
 * enough stock: so the quantity rule is the only thing that can refuse it. A's price keeps
 * the total positive for -1.
 */
const quantityCases: TamperCase[] = [0, 6, 2.5, -1, '3', null, 1e9].map((quantity) => ({
  name: `a quantity of ${JSON.stringify(quantity)}`,
  status: 400,
  errors: { 'products[0].quantity': `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.` },
  send: () =>
    order({
      products: [
        { productId: bookB.slug, quantity },
        { productId: bookA.slug, quantity: 1 },
      ],
      totalPrice: lineTotal([
        { price: bookB.newPrice, quantity: Number(quantity) },
        { price: bookA.newPrice, quantity: 1 },
      ]),
    }),
}));

const cartCases: TamperCase[] = [
  {
    name: 'a duplicate product',
    status: 400,
    errors: { products: 'A book may not be listed twice.' },
    send: () =>
      order({
        products: [
          { productId: bookA.slug, quantity: 1 },
          { productId: bookA.slug, quantity: 1 },
        ],
        totalPrice: bookA.newPrice * 2,
      }),
  },
  { name: 'an unknown product', status: 400, send: () => order({ products: line('no-such-book', 1), totalPrice: 10 }) },
  {
    name: 'a product id with a slash',
    status: 400,
    send: () => order({ products: line('books/x', 1), totalPrice: 10 }),
  },
  {
    name: 'a reserved product id (__x__)',
    status: 400,
    send: () => order({ products: line('__name__', 1), totalPrice: 10 }),
  },
  {
    name: 'a product id that is an object',
    status: 400,
    send: () => order({ products: line({ $ne: null }, 1), totalPrice: 10 }),
  },
  {
    name: `${MAX_ORDER_LINES + 1} different real books, in stock, at their real total`,
    status: 400,
    errors: { products: `An order may hold at most ${MAX_ORDER_LINES} different books.` },
    send: () =>
      order({
        products: everyBook.map(({ productId }) => ({ productId, quantity: 1 })),
        totalPrice: lineTotal(everyBook.map(({ price }) => ({ price, quantity: 1 }))),
      }),
  },
  {
    name: 'products that are not a list',
    status: 400,
    send: () => order({ products: { 0: { productId: bookA.slug, quantity: 1 } } }),
  },
];

const identityCases: TamperCase[] = [
  { name: "someone else's e-mail in the order", status: 403, send: () => order({ email: other.email }) },
  {
    name: "someone else's e-mail in the lookup path",
    status: 403,
    send: () => call('GET', `/orders/email/${encodeURIComponent(other.email)}`, { token: customer.idToken }),
  },
  {
    name: 'an order with no token',
    status: 401,
    send: () => call('POST', '/orders/create-order', { body: orderFor(customer) }),
  },
  {
    name: 'an order with an expired ID token',
    status: 401,
    send: () =>
      call('POST', '/orders/create-order', { token: expiredIdToken(customer.idToken), body: orderFor(customer) }),
  },
  {
    name: 'an order with an ID token from another project',
    status: 401,
    send: () =>
      call('POST', '/orders/create-order', { token: otherProjectIdToken(customer.idToken), body: orderFor(customer) }),
  },
  {
    name: 'an order with an owner token instead of an ID token',
    status: 401,
    send: () => call('POST', '/orders/create-order', { token: owner, body: orderFor(customer) }),
  },
  { name: "a customer's ID token creating a book", status: 401, send: () => createBook(customer.idToken) },
  {
    name: "a customer's ID token editing a book",
    status: 401,
    send: () => call('PUT', `/books/edit/${bookA.slug}`, { token: customer.idToken, body: validBook() }),
  },
  {
    name: "a customer's ID token deleting a book",
    status: 401,
    send: () => call('DELETE', `/books/${bookA.slug}`, { token: customer.idToken }),
  },
  {
    name: "a customer's ID token reading the owner's figures",
    status: 401,
    send: () => call('GET', '/admin', { token: customer.idToken }),
  },
  {
    name: "a customer's ID token confirming an order",
    status: 401,
    send: () =>
      call('PATCH', `/admin/orders/${placedOrderId}/status`, {
        token: customer.idToken,
        body: { status: 'confirmed' },
      }),
  },
  {
    name: "a customer's ID token uploading a cover",
    status: 401,
    send: () =>
      call('POST', '/admin/covers', { token: customer.idToken, body: { contentType: 'image/png', data: PNG } }),
  },
  { name: 'a book created with no token', status: 401, send: () => createBook(undefined) },
  { name: "a deleted owner's token", status: 401, send: () => createBook(deletedOwner) },
];

const jwtCases: TamperCase[] = Object.entries(OWNER_TOKEN_FORGERIES).map(([name, forge]) => ({
  name: `an owner token: ${name}`,
  status: 401,
  send: () => createBook(forge('owner', owner)),
}));

const bookCases: TamperCase[] = [
  {
    name: 'a book with a negative price',
    status: 400,
    send: () => createBook(owner, { ...validBook(), newPrice: -1 }),
  },
  {
    name: 'a book with a price of three decimals',
    status: 400,
    send: () => createBook(owner, { ...validBook(), newPrice: 9.999 }),
  },
  {
    name: 'a book with a price as a string',
    status: 400,
    send: () => createBook(owner, { ...validBook(), newPrice: '9.99' }),
  },
  {
    name: 'a book with a new price above the old',
    status: 400,
    send: () => createBook(owner, { ...validBook(), newPrice: 500, oldPrice: 100 }),
  },
  {
    name: 'a book with a javascript: cover',
    status: 400,
    send: () => createBook(owner, { ...validBook(), coverImage: 'javascript:alert(1)' }),
  },
  {
    name: 'an edit of an unknown id (never creates it)',
    status: 404,
    send: () => call('PUT', '/books/edit/no-such-book', { token: owner, body: validBook() }),
  },
  {
    name: 'an edit of a reserved id',
    status: 404,
    send: () => call('PUT', '/books/edit/__name__', { token: owner, body: validBook() }),
  },
  {
    name: 'an edit of an id with an encoded slash',
    status: 404,
    send: () =>
      call('PUT', `/books/edit/${encodeURIComponent(`x/${bookA.slug}`)}`, { token: owner, body: validBook() }),
  },
  {
    name: 'a delete of an unknown id',
    status: 404,
    send: () => call('DELETE', '/books/no-such-book', { token: owner }),
  },
  { name: 'a delete of a ".." id', status: 404, send: () => call('DELETE', '/books/%2E%2E', { token: owner }) },
];

/**
 * One case per bounded text field: one character over its maximum, everything else valid, so
 * only the length rule can refuse it (the field's error is pinned). `fill` makes text of a
 * length that passes the field's other rules where it can (digits for a phone).
 */
const LENGTH_LIMITS: Array<{
  what: string;
  field: string;
  max: number;
  fill?: (length: number) => string;
  send: (value: string) => Promise<ApiResponse>;
}> = [
  { what: 'an order', field: 'name', max: 100, send: (name) => order({ name }) },
  {
    what: 'an order',
    field: 'email',
    max: 254,
    fill: (length) => `${'a'.repeat(length - 12)}@example.com`,
    send: (email) => order({ email }),
  },
  {
    what: 'an order',
    field: 'phone',
    max: 20,
    fill: (length) => '9'.repeat(length),
    send: (phone) => order({ phone }),
  },
  ...(['street', 'city', 'country', 'state', 'zipcode', 'landmark'] as const).map((part) => ({
    what: 'an order',
    field: `address.${part}`,
    max: { street: 200, city: 100, country: 100, state: 100, zipcode: 12, landmark: 200 }[part],
    fill: part === 'zipcode' ? (length: number) => '5'.repeat(length) : undefined,
    send: (value: string) => order({ address: { ...orderFor(customer).address, [part]: value } }),
  })),
  ...(['title', 'description', 'author'] as const).map((field) => ({
    what: 'a book',
    field,
    max: { title: 200, description: 5000, author: 120 }[field],
    send: (value: string) => createBook(owner, { ...validBook(), [field]: value }),
  })),
  {
    what: 'a book',
    field: 'coverImage',
    max: 2048,
    fill: (length) => `https://example.com/${'c'.repeat(length - 20)}`,
    send: (coverImage) => createBook(owner, { ...validBook(), coverImage }),
  },
  {
    what: 'an owner login',
    field: 'username',
    max: 64,
    send: (username) => call('POST', '/auth/admin', { body: { username, password: 'any password at all' } }),
  },
  {
    what: 'an owner login',
    field: 'password',
    max: 200,
    send: (password) => call('POST', '/auth/admin', { body: { username: 'owner', password } }),
  },
];

const lengthCases: TamperCase[] = LENGTH_LIMITS.map(
  ({ what, field, max, fill = (length) => 'x'.repeat(length), send }) => ({
    name: `${what} with a ${field} of ${max + 1} characters`,
    status: 400,
    errors: { [field]: `Must be at most ${max} characters.` },
    send: () => {
      const value = fill(max + 1);
      expect(value).toHaveLength(max + 1);
      return send(value);
    },
  }),
);

const bodyCases: TamperCase[] = [
  { name: 'an oversized order body (150 KB)', status: 413, send: () => order({ name: 'A'.repeat(150 * 1024) }) },
  {
    name: 'an oversized book body (150 KB)',
    status: 413,
    send: () => createBook(owner, { ...validBook(), description: 'd'.repeat(150 * 1024) }),
  },
  {
    name: 'malformed JSON for an order',
    status: 400,
    platformAnswer: true,
    send: () => call('POST', '/orders/create-order', { token: customer.idToken, rawBody: '{"name": "Asha", ' }),
  },
  {
    name: 'malformed JSON for a book',
    status: 400,
    platformAnswer: true,
    send: () => call('POST', '/books/create-book', { token: owner, rawBody: '{"title": ' }),
  },
  {
    name: 'malformed JSON for a cover',
    status: 400,
    platformAnswer: true,
    send: () => call('POST', '/admin/covers', { token: owner, rawBody: '{"data": "iVBOR' }),
  },
  // Behind the platform our parsers never see malformed JSON (the platform has read the body
  // first), so our error handler's branch for it is proved on the bare app.
  {
    name: 'malformed JSON for an order, without the platform',
    status: 400,
    message: 'The request body is not valid JSON.',
    send: () => callBareApp('/orders/create-order', '{"name": "Asha", '),
  },
  {
    name: 'malformed JSON for a cover, without the platform',
    status: 400,
    message: 'The request body is not valid JSON.',
    send: () => callBareApp('/admin/covers', '{"data": "iVBOR'),
  },
  {
    name: 'an order sent as text/plain',
    status: 415,
    send: () =>
      call('POST', '/orders/create-order', {
        token: customer.idToken,
        rawBody: JSON.stringify(orderFor(customer)),
        headers: { 'content-type': 'text/plain' },
      }),
  },
  {
    name: 'an order sent as a form',
    status: 415,
    send: () =>
      call('POST', '/orders/create-order', {
        token: customer.idToken,
        rawBody: 'name=x&totalPrice=0',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
  },
  {
    name: 'an order body that is a JSON array',
    status: 400,
    send: () => call('POST', '/orders/create-order', { token: customer.idToken, body: [orderFor(customer)] }),
  },
  {
    name: 'a reused Idempotency-Key with a different order',
    status: 409,
    send: () =>
      call('POST', '/orders/create-order', {
        token: customer.idToken,
        body: orderFor(customer, { products: line(bookB.slug, 1), totalPrice: bookB.newPrice }),
        headers: { 'idempotency-key': 'checkout-attempt-0001' },
      }),
  },
  {
    name: 'a malformed Idempotency-Key',
    status: 400,
    send: () =>
      call('POST', '/orders/create-order', {
        token: customer.idToken,
        body: orderFor(customer),
        headers: { 'idempotency-key': '../../orders/x' },
      }),
  },
];

/**
 * Lone UTF-16 surrogates: JSON can spell them ("\ud800"), UTF-8 cannot hold them. Each text
 * field refuses them with its own message; before, a username with one was a 500.
 */
const LONE = '\ud800';
const LONE_LOW = '\udc00';

/**
 * Our app's own answer to a path that is not UTF-8 once decoded, on the bare app: behind the
 * emulators such a path never reaches the function (Hosting answers 500, docs/decisions/007, and
 * the Functions emulator's own router refuses it with its error page), as malformed JSON does not.
 */
async function getBareApp(path: string): Promise<ApiResponse> {
  const response = await fetchChecked(`${bareAppUrl}${path}`);
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

const unicodeCases: TamperCase[] = [
  {
    name: 'an owner sign-in with a lone surrogate in the username (was a 500)',
    status: 400,
    errors: { username: INVALID_UNICODE_MESSAGE },
    send: () => call('POST', '/auth/admin', { body: { username: `adm${LONE}in`, password: 'anything at all' } }),
  },
  {
    name: 'an owner sign-in with a lone low surrogate in the password',
    status: 400,
    errors: { password: INVALID_UNICODE_MESSAGE },
    send: () => call('POST', '/auth/admin', { body: { username: 'admin', password: `pass${LONE_LOW}word` } }),
  },
  {
    name: 'an order with a lone surrogate in the name',
    status: 400,
    errors: { name: INVALID_UNICODE_MESSAGE },
    send: () => order({ name: `Asha ${LONE}` }),
  },
  {
    name: 'an order with a lone surrogate in the street and the landmark',
    status: 400,
    errors: { 'address.street': INVALID_UNICODE_MESSAGE, 'address.landmark': INVALID_UNICODE_MESSAGE },
    send: () =>
      order({
        address: { ...orderFor(customer).address, street: `${LONE_LOW}12 MG Road`, landmark: `metro${LONE}` },
      }),
  },
  {
    name: 'a new book with a lone surrogate in the title',
    status: 400,
    errors: { title: INVALID_UNICODE_MESSAGE },
    send: () => createBook(owner, { ...validBook(), title: `Tea ${LONE} leaves` }),
  },
  {
    name: 'a book id that is not UTF-8 once decoded (an encoded lone surrogate), on the bare app',
    status: 400,
    message: 'The address is not valid: it holds text that is not UTF-8.',
    send: () => getBareApp('/books/%ED%A0%80'),
  },
  {
    name: 'a cover id that is not UTF-8 once decoded, on the bare app',
    status: 400,
    message: 'The address is not valid: it holds text that is not UTF-8.',
    send: () => getBareApp('/covers/a%ED%B0%80'),
  },
];

async function callBareApp(path: string, rawBody: string): Promise<ApiResponse> {
  const response = await fetchChecked(`${bareAppUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: rawBody,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text) };
}

const ALL_CASES: TamperCase[] = [
  ...priceCases,
  ...quantityCases,
  ...cartCases,
  ...identityCases,
  ...jwtCases,
  ...bookCases,
  ...lengthCases,
  ...bodyCases,
  ...unicodeCases,
];

describe('tampering: each attack is refused and Firestore is unchanged', () => {
  it.each(ALL_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await forgetOrderAttempts();
    const before = await snapshotFirestore({ except: ['orderAttempts'] });
    const response = await testCase.send();
    counts.tried += 1;
    if (response.status >= 400) counts.refused += 1;
    if (response.status >= 500) counts.serverErrors += 1;
    expect(response.status, JSON.stringify(response.body)).toBe(testCase.status);
    if (testCase.platformAnswer) {
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(PLATFORM_BAD_REQUEST);
    } else {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body, 'answers with a message').toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expect(JSON.stringify(response.body)).not.toMatch(STACK_TRACE);
    if (testCase.errors) expect(response.body.errors).toEqual(testCase.errors);
    if (testCase.message) expect(response.body.message).toBe(testCase.message);
    expect(await snapshotFirestore({ except: ['orderAttempts'] })).toEqual(before);
  });

  it(`tried at least 40 cases`, () => {
    expect(ALL_CASES.length).toBeGreaterThanOrEqual(40);
  });
});

/**
 * Keys a JSON body can carry but an object literal cannot: in a literal `__proto__: {}` sets
 * the prototype and is never sent. As text, JSON.parse makes each an own key of the body.
 */
const PROTOTYPE_KEYS =
  '"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"role":"admin"}},"role":"admin","isAdmin":true';
const FORBIDDEN_KEY = /^(__proto__|constructor|prototype|role|isAdmin)$/;

/**
 * A stored document's fields as Firestore holds them, read over the emulator's REST API: the
 * Admin SDK rebuilds maps by assignment, so a stored "__proto__" field would become a
 * prototype and vanish from `data()`.
 */
async function storedFields(
  path: string,
): Promise<Record<string, { mapValue?: { fields?: Record<string, unknown> } }>> {
  const response = await fetch(
    `${LOCAL_URLS.firestore}/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents/${path}`,
    { headers: { authorization: 'Bearer owner' } },
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { fields: Record<string, { mapValue?: { fields?: Record<string, unknown> } }> })
    .fields;
}

describe('unknown and prototype keys are dropped, never stored', () => {
  it('inside an order address', async () => {
    const response = await rawOrder(
      (json) => json.replace('"address":{', `"address":{${PROTOTYPE_KEYS},"price":0.01,`),
      {},
      await createCustomer(),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const address = (await storedFields(`orders/${response.body._id}`)).address?.mapValue?.fields ?? {};
    expect(Object.keys(address).sort()).toEqual(Object.keys(addressSchema.fields).sort());
    expect(Object.keys(response.body.address).sort()).toEqual(Object.keys(addressSchema.fields).sort());
  });

  it('at the top of a new book', async () => {
    const extras = `${PROTOTYPE_KEYS},"_id":"chosen-id","sold":9999,"createdAt":"1999-01-01",`;
    const response = await call('POST', '/books/create-book', {
      token: owner,
      rawBody: `{${extras}${JSON.stringify(validBook()).slice(1)}`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.book._id).not.toBe('chosen-id');
    expect((await db.collection('books').doc('chosen-id').get()).exists).toBe(false);
    const fields = await storedFields(`books/${response.body.book._id}`);
    // Only what the book schema describes, plus the server's own timestamps and sold count.
    const allowed = [...Object.keys(bookSchema.fields), 'createdAt', 'updatedAt', 'sold'];
    expect(Object.keys(fields).filter((key) => !allowed.includes(key))).toEqual([]);
    expect(fields.createdAt).toEqual({ timestampValue: expect.any(String) });
    // The client's "sold": 9999 is dropped: a new book has sold nothing.
    expect(fields.sold).toEqual({ integerValue: '0' });
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
    const shopper = await createCustomer();
    const response = await rawOrder(
      (json) => `{${PROTOTYPE_KEYS},${json.slice(1)}`,
      {
        name: samples.name,
        address: {
          street: samples.street,
          city: samples.city,
          country: 'India',
          state: samples.state,
          zipcode: '560001',
          landmark: samples.landmark,
        },
      },
      shopper,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.body.name).toBe(samples.name);
    expect(response.body.address).toMatchObject({
      street: samples.street,
      city: samples.city,
      state: samples.state,
      landmark: samples.landmark,
    });
    const stored = (await db.collection('orders').doc(response.body._id).get()).data()!;
    expect(stored.name).toBe(samples.name);
    expect(stored.address.city).toBe(samples.city);
    // The prototype keys and the role were in the body as text (see PROTOTYPE_KEYS); none is stored or echoed.
    expect(
      Object.keys(await storedFields(`orders/${response.body._id}`)).filter((key) => FORBIDDEN_KEY.test(key)),
    ).toEqual([]);
    expect(Object.keys(response.body).filter((key) => FORBIDDEN_KEY.test(key))).toEqual([]);
    // The raw answer holds the quotes escaped: it is a JSON string, not markup or code.
    const raw = await fetchChecked(`${API}/orders/email/${encodeURIComponent(shopper.email)}`, {
      headers: { authorization: `Bearer ${shopper.idToken}` },
    }).then((r) => r.text());
    expect(raw).toContain('"name":"<script>alert(\\"x\\")</script>"');
  });

  it('is refused when it is an object where text belongs', async () => {
    const before = await snapshotFirestore();
    const response = await order({ name: { $gt: '' } });
    expect(response.status).toBe(400);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

afterAll(async () => {
  await new Promise((resolve) => bareApp?.close(resolve));
  console.log(`tampering: ${counts.tried} cases tried, ${counts.refused} refused, ${counts.serverErrors} answered 5xx`);
});
