import { describe, expect, it } from 'vitest';
import type { AnySchema } from 'yup';
import {
  addressSchema,
  adminLoginSchema,
  adminOrdersQuerySchema,
  bookFormSchema,
  bookSchema,
  checkoutSchema,
  coverUploadSchema,
  INVALID_UNICODE_MESSAGE,
  LINK_INCOMPLETE,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  orderRequestSchema,
  orderStatusChangeSchema,
  ordersExportQuerySchema,
  EXPORT_RANGE_MAX_DAYS,
  EXPORT_RANGE_MESSAGE,
  PIN_CODE_MESSAGE,
  validateWith,
} from '../src';

const details = {
  name: 'Asha',
  email: 'asha@example.com',
  phone: '9876543210',
  address: { street: '1 Road', city: 'Pune', country: 'India', state: 'MH', zipcode: '411001' },
};

describe('checkout schema', () => {
  it('reports every required field with its message', async () => {
    const outcome = await validateWith(checkoutSchema, { address: {} });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual({
      name: 'Full name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      'address.street': 'Address is required.',
      'address.city': 'City is required.',
      'address.country': 'Country is required.',
      'address.state': 'State is required.',
      'address.zipcode': 'Zipcode is required.',
    });
  });

  it('takes a 6-digit PIN code not starting with 0 as the zipcode, and refuses anything else', async () => {
    for (const zipcode of ['411001', '110001', '  560001  ', '999999']) {
      const outcome = await validateWith(checkoutSchema, { ...details, address: { ...details.address, zipcode } });
      expect(outcome.ok, zipcode).toBe(true);
    }
    for (const zipcode of [
      '011001',
      '41100',
      '4110011',
      '41 1001',
      '411-001',
      'SW1A 1AA',
      '४११००१',
      '４１１００１',
      '$&1234',
      "41100'",
      '<script>',
      '=41100',
    ]) {
      const outcome = await validateWith(checkoutSchema, { ...details, address: { ...details.address, zipcode } });
      expect(outcome, zipcode).toEqual({ ok: false, errors: { 'address.zipcode': PIN_CODE_MESSAGE } });
    }
    // A lone surrogate is told as the broken character it is, as in every text field.
    const broken = await validateWith(checkoutSchema, {
      ...details,
      address: { ...details.address, zipcode: '41100\uD800' },
    });
    expect(broken).toEqual({ ok: false, errors: { 'address.zipcode': INVALID_UNICODE_MESSAGE } });
  });

  it('trims text, drops unknown fields and defaults the landmark', async () => {
    const outcome = await validateWith(checkoutSchema, { ...details, name: '  Asha  ', isAdmin: true });
    expect(outcome).toEqual({ ok: true, value: { ...details, address: { ...details.address, landmark: '' } } });
  });
});

describe('order request schema', () => {
  const order = (quantity: unknown) => ({ ...details, products: [{ productId: 'book-1', quantity }], totalPrice: 10 });

  it.each([1, 5])('accepts quantity %j', async (quantity) => {
    expect((await validateWith(orderRequestSchema, order(quantity))).ok).toBe(true);
  });

  it.each([0, 6, 2.5, -1, '3', null, undefined])('refuses quantity %j', async (quantity) => {
    expect((await validateWith(orderRequestSchema, order(quantity))).ok).toBe(false);
  });

  it('refuses ids that could address other documents', async () => {
    for (const productId of ['a/b', '..', '', 'x'.repeat(200), '__reserved__']) {
      const outcome = await validateWith(orderRequestSchema, { ...order(1), products: [{ productId, quantity: 1 }] });
      expect(outcome.ok, productId).toBe(false);
    }
  });
});

describe('book schema', () => {
  const book = {
    ISBN: '0-306-40615-2',
    title: 'T',
    description: 'D',
    author: 'A',
    category: 'Fiction',
    trending: false,
    oldPrice: 10,
    newPrice: 9.99,
    stock: 4,
    coverImage: 'https://example.com/c.jpg',
  };

  it('normalises the category to its id', async () => {
    const outcome = await validateWith(bookSchema, book);
    expect(outcome.ok && outcome.value.category).toBe('fiction');
  });

  it('keeps newPrice at or below oldPrice and prices positive with two decimals', async () => {
    const outcome = await validateWith(bookSchema, {
      ...book,
      newPrice: 11,
      oldPrice: 0,
      coverImage: 'javascript:alert(1)',
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors).toEqual({
      oldPrice: 'Old price must be greater than zero.',
      newPrice: 'New price must not be more than the old price.',
      coverImage: 'Cover image must be an https web address or an uploaded image.',
    });
    // An http cover would be blocked by the pages' CSP; https and the site's own paths are kept.
    expect(await validateWith(bookSchema, { ...book, coverImage: 'http://example.com/c.jpg' })).toMatchObject({
      ok: false,
      errors: { coverImage: 'Cover image must be an https web address or an uploaded image.' },
    });
    for (const cover of ['https://example.com/c.jpg', '/covers/c.svg', '/api/covers/abc'])
      expect((await validateWith(bookSchema, { ...book, coverImage: cover })).ok).toBe(true);
    const tooHigh = await validateWith(bookSchema, { ...book, newPrice: 11 });
    expect(tooHigh.ok || tooHigh.errors.newPrice).toBe('New price must not be more than the old price.');
  });
});

describe('values of the wrong type', () => {
  // yup's own trim() threw a TypeError on these, which the API answered with a 500.
  it.each([[[]], [['Asha']], [{}], [{ $gt: '' }], [true]])(
    'refuses %j in text fields without throwing',
    async (value) => {
      const checkout = await validateWith(checkoutSchema, {
        ...details,
        name: value,
        email: value,
        address: { ...details.address, landmark: value },
      });
      expect(checkout.ok).toBe(false);
      const book = await validateWith(bookSchema, { title: value, category: value, ISBN: value });
      expect(book.ok).toBe(false);
    },
  );
});

describe('keys that name Object.prototype members', () => {
  // yup found these on its own field map and threw "field.resolve is not a function".
  it.each(['valueOf', 'toString', 'constructor', 'hasOwnProperty', '__proto__'])(
    'drops %s at any level instead of throwing',
    async (key) => {
      const body = JSON.parse(`{"${key}": 1, "address": {"${key}": 1}, "products": [{"${key}": 1}]}`);
      const outcome = await validateWith(orderRequestSchema, body);
      expect(outcome.ok).toBe(false);
      const valid = await validateWith(checkoutSchema, { ...details, ...JSON.parse(`{"${key}": 1}`) });
      expect(valid).toEqual({ ok: true, value: { ...details, address: { ...details.address, landmark: '' } } });
    },
  );
});

describe('invalid Unicode in text', () => {
  const LONE_HIGH = '\ud800';
  const LONE_LOW = '\udfff';

  /** Paths of every string field of a schema, at any depth (array items as "[]"). */
  function stringFields(schema: AnySchema): Array<{ path: string; tests: string[] }> {
    type Description = {
      type: string;
      tests: Array<{ name?: string }>;
      fields?: Record<string, Description>;
      innerType?: Description;
    };
    const found: Array<{ path: string; tests: string[] }> = [];
    const walk = (field: Description, path: string) => {
      if (field.type === 'string') found.push({ path, tests: field.tests.map((test) => test.name ?? '') });
      for (const [key, inner] of Object.entries(field.fields ?? {})) walk(inner, path ? `${path}.${key}` : key);
      if (field.innerType) walk(field.innerType, `${path}[]`);
    };
    walk(schema.describe(), '');
    return found;
  }

  it.each([
    ['checkout', checkoutSchema],
    ['order request', orderRequestSchema],
    ['address', addressSchema],
    ['book', bookSchema],
    ['book form', bookFormSchema],
    ['owner sign-in', adminLoginSchema],
    ['cover upload', coverUploadSchema],
    ['order status change', orderStatusChangeSchema],
    ['owner orders query', adminOrdersQuerySchema],
    ['newsletter subscribe', newsletterSubscribeSchema],
    ['newsletter link', newsletterTokenSchema],
    ['orders export', ordersExportQuerySchema],
  ] as const)('is refused by every string field of the %s schema', (_name, schema) => {
    const fields = stringFields(schema);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) expect(field.tests, field.path).toContain('well-formed-unicode');
  });

  it.each([
    ['name', LONE_HIGH],
    ['phone', `98765${LONE_LOW}43210`],
    ['address.street', `12 MG Road ${LONE_HIGH}`],
    ['address.landmark', `${LONE_LOW}near the metro`],
  ])('names the field %s in the checkout', async (path, value) => {
    const [head, tail] = path.split('.') as [keyof typeof details, string?];
    const input = tail ? { ...details, address: { ...details.address, [tail]: value } } : { ...details, [head]: value };
    const outcome = await validateWith(checkoutSchema, input);
    expect(outcome).toEqual({ ok: false, errors: { [path]: INVALID_UNICODE_MESSAGE } });
  });

  it('names the field in the owner sign-in, where it was a 500', async () => {
    const outcome = await validateWith(adminLoginSchema, {
      username: `adm${LONE_HIGH}in`,
      password: `pass${LONE_LOW}`,
    });
    expect(outcome).toEqual({
      ok: false,
      errors: { username: INVALID_UNICODE_MESSAGE, password: INVALID_UNICODE_MESSAGE },
    });
  });

  it('accepts surrogate pairs, which are real characters (emoji, rare scripts)', async () => {
    const outcome = await validateWith(checkoutSchema, { ...details, name: 'Asha 📚 𝔙erma' });
    expect(outcome.ok).toBe(true);
  });
});

describe('the newsletter schemas', () => {
  it('take an e-mail address trimmed and lower-cased, as it is stored and compared', async () => {
    expect(await validateWith(newsletterSubscribeSchema, { email: '  Asha@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'asha@example.com' },
    });
    for (const email of ['', 'asha', 'asha@', 42, null, `${'a'.repeat(250)}@example.com`])
      expect((await validateWith(newsletterSubscribeSchema, { email })).ok, JSON.stringify(email)).toBe(false);
  });

  it('take only a token of the form the store sends, and say the link is incomplete otherwise', async () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-ABCDE';
    expect(await validateWith(newsletterTokenSchema, { token })).toEqual({ ok: true, value: { token } });
    for (const bad of ['', ' ', token.slice(1), `${token}A`, `${token.slice(1)}=`, [token], 1])
      expect(await validateWith(newsletterTokenSchema, { token: bad })).toEqual({
        ok: false,
        errors: { token: LINK_INCOMPLETE },
      });
  });
});

describe('the orders export range', () => {
  const range = (from: unknown, to: unknown) => validateWith(ordersExportQuerySchema, { from, to });

  it('takes two days of the calendar, the same day twice included', async () => {
    expect(await range('2026-02-01', '2026-02-28')).toEqual({
      ok: true,
      value: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect((await range('2028-02-29', '2028-02-29')).ok).toBe(true);
  });

  it(`takes at most ${EXPORT_RANGE_MAX_DAYS} days, both included: a leap year whole, a year from any day`, async () => {
    expect((await range('2024-01-01', '2024-12-31')).ok).toBe(true);
    expect((await range('2025-03-01', '2026-03-01')).ok).toBe(true);
    expect((await range('2027-03-01', '2028-02-29')).ok).toBe(true);
    expect((await range('2027-03-01', '2028-03-01')).ok).toBe(false);
  });

  it.each([
    [undefined, '2026-03-01', { from: 'From date is required.' }],
    ['2026-03-01', '', { to: 'To date is required.' }],
    ['1 March 2026', '2026-03-01', { from: 'From date must be a date written YYYY-MM-DD.' }],
    [['2026-03-01'], '2026-03-01', { from: 'From date must be a date written YYYY-MM-DD.' }],
    ['2026-03-01', '2026-02-29', { to: 'To date is not a real date.' }],
    ['2026-13-01', '2026-12-01', { from: 'From date is not a real date.' }],
    ['1999-12-31', '2026-01-01', { from: 'From date must be in the years 2000 to 9999.' }],
    ['2026-03-02', '2026-03-01', { to: 'The To date must not be before the From date.' }],
    ['2024-01-01', '2025-01-01', { to: EXPORT_RANGE_MESSAGE }],
    ['2000-01-01', '9999-12-31', { to: EXPORT_RANGE_MESSAGE }],
  ])('refuses from %j to %j with the message', async (from, to, errors) => {
    expect(await range(from, to)).toEqual({ ok: false, errors });
  });
});
