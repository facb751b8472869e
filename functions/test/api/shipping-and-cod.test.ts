import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, db } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The shop's settings, and the shipping and COD charges the server prices.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
});

/** A whole settings body: the defaults with `changes` over the top level. */
const settingsWith = (changes: Partial<StoreSettings>): StoreSettings => ({ ...DEFAULT_STORE_SETTINGS, ...changes });

const RULES: Partial<StoreSettings> = {
  shipping: {
    flatCharge: 60,
    freeAbove: 999,
    prefixCharges: [
      { prefix: '110', charge: 40 },
      { prefix: '7', charge: 80 },
      { prefix: '1100', charge: 25 },
    ],
  },
  cod: { fee: 30, minOrder: 200, maxOrder: 2000, excludedPins: ['194', '744101'], rtoLimit: null },
  upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24, merchant: false, merchantCode: '' },
};

const saveSettings = (settings: unknown, as = token) => call('PUT', '/admin/settings', { token: as, body: settings });
const quote = (pin: string, subtotal: number | string, payment = 'cod') =>
  get(`/shipping/quote?pin=${encodeURIComponent(pin)}&subtotal=${subtotal}&payment=${payment}`);
const settingsDoc = async () => (await db.collection('store').doc('settings').get()).data();

describe('store settings', () => {
  it('serves the defaults before any save, and the owner’s settings after', async () => {
    const before = await get('/store');
    expect(before.status).toBe(200);
    expect(before.body.shipping).toEqual({ flatCharge: 0, freeAbove: null, prefixCharges: [] });
    const saved = await saveSettings(settingsWith({ ...RULES, shopName: 'Book Nook & Co' }));
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Settings saved.');
    const after = await get('/store');
    expect(after.body.shopName).toBe('Book Nook & Co');
    expect(after.body.upi.vpa).toBe('booknook@okbank');
    // The RTO rule is the owner's business.
    expect(after.body.cod).not.toHaveProperty('rtoLimit');
    expect((await get('/admin/settings', token)).body.settings.cod.rtoLimit).toBeNull();
  });

  it("keeps odd text exactly as typed: $&, $', <script>, =cmd and Devanagari", async () => {
    const odd = {
      shopName: "पुस्तक भंडार $& $'",
      legalName: '<script>alert(1)</script> Pvt Ltd',
      address: "=cmd|' /C calc'!A0\n12 MG Road, पुणे 411001",
      grievanceOfficer: { name: 'श्री राम', email: 'grievance@shop.example.in', phone: '+91 98765 43210' },
    };
    expect((await saveSettings(settingsWith(odd))).status).toBe(200);
    const served = (await get('/store')).body;
    expect(served.shopName).toBe(odd.shopName);
    expect(served.legalName).toBe(odd.legalName);
    expect(served.address).toBe(odd.address);
    expect(served.grievanceOfficer.name).toBe('श्री राम');
  });

  it('refuses bad settings with field messages and changes nothing', async () => {
    expect((await saveSettings(settingsWith(RULES))).status).toBe(200);
    const before = await settingsDoc();
    const cases: Array<[Partial<StoreSettings> | Record<string, unknown>, string, string]> = [
      [{ shopName: '' }, 'shopName', 'Shop name is required.'],
      [
        { shopName: 'Book\ud800Nook' },
        'shopName',
        'Contains a broken character (invalid Unicode). Please retype this field.',
      ],
      [{ gstin: '27AAPFU0939F1Z' }, 'gstin', 'GSTIN is not valid (15 characters, like 27AAPFU0939F1ZV).'],
      [
        { upi: { vpa: 'not a vpa', payeeName: 'X', expiryHours: 24, merchant: false, merchantCode: '' } },
        'upi.vpa',
        'UPI ID is not valid (like shopname@okbank).',
      ],
      [
        { upi: { vpa: 'shop@okbank', payeeName: '', expiryHours: 24, merchant: false, merchantCode: '' } },
        'upi.payeeName',
        'A payee name is required with a UPI ID.',
      ],
      [
        { shipping: { flatCharge: -1, freeAbove: null, prefixCharges: [] } },
        'shipping.flatCharge',
        'Shipping charge must not be negative.',
      ],
      [
        { shipping: { flatCharge: 10, freeAbove: null, prefixCharges: [{ prefix: '011', charge: 5 }] } },
        'shipping.prefixCharges[0].prefix',
        'A PIN-code prefix is 1 to 6 digits and does not start with 0.',
      ],
      [
        {
          shipping: {
            flatCharge: 10,
            freeAbove: null,
            prefixCharges: [
              { prefix: '11', charge: 5 },
              { prefix: '11', charge: 6 },
            ],
          },
        },
        'shipping.prefixCharges',
        'Each prefix may be listed once.',
      ],
      [
        { cod: { fee: 0, minOrder: 500, maxOrder: 100, excludedPins: [], rtoLimit: null } },
        'cod.maxOrder',
        'The COD maximum must be at least the minimum.',
      ],
      [
        { cod: { fee: 10.555, minOrder: 0, maxOrder: null, excludedPins: [], rtoLimit: null } },
        'cod.fee',
        'COD fee may have at most 2 decimals.',
      ],
      [
        { trackingTemplates: { ...DEFAULT_STORE_SETTINGS.trackingTemplates, dtdc: 'https://dtdc.example/track' } },
        'trackingTemplates.dtdc',
        'DTDC: the tracking link must contain {awb}.',
      ],
      [
        { trackingTemplates: { ...DEFAULT_STORE_SETTINGS.trackingTemplates, other: 'javascript:alert({awb})' } },
        'trackingTemplates.other',
        'Other: the tracking link must start with https://.',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await saveSettings(settingsWith(change));
      expect(response.status, field).toBe(400);
      expect(response.body.errors?.[field], JSON.stringify(response.body)).toBe(message);
    }
    expect(await settingsDoc()).toEqual(before);
  });

  it('is the owner’s to read and save', async () => {
    expect((await get('/admin/settings')).status).toBe(401);
    expect((await saveSettings(settingsWith({ shopName: 'Mine now' }), 'not-a-token')).status).toBe(401);
    const shopper = await createCustomer();
    expect((await saveSettings(settingsWith({ shopName: 'Mine now' }), shopper.idToken)).status).toBe(401);
    expect(await settingsDoc()).toBeUndefined();
  });
});

describe('GET /api/shipping/quote', () => {
  beforeEach(async () => {
    expect((await saveSettings(settingsWith(RULES))).status).toBe(200);
  });

  it('charges the longest matching prefix, else the flat charge, and nothing at or above the threshold', async () => {
    expect((await quote('110001', 500)).body).toMatchObject({ deliverable: true, shippingCharge: 25 });
    expect((await quote('110901', 500)).body).toMatchObject({ shippingCharge: 40 });
    expect((await quote('700001', 500)).body).toMatchObject({ shippingCharge: 80 });
    expect((await quote('560001', 500)).body).toMatchObject({ shippingCharge: 60 });
    expect((await quote('700001', 999)).body).toMatchObject({ shippingCharge: 0 });
    expect((await quote('700001', 998.99)).body).toMatchObject({ shippingCharge: 80 });
  });

  it('offers COD between the minimum and the maximum, outside the excluded PIN codes, and adds its fee only to COD', async () => {
    expect((await quote('560001', 500)).body).toEqual({
      deliverable: true,
      shippingCharge: 60,
      codAvailable: true,
      codFee: 30,
      total: 590,
    });
    expect((await quote('560001', 500, 'upi')).body).toMatchObject({ codAvailable: true, total: 560 });
    expect((await quote('560001', 199.99)).body).toMatchObject({
      codAvailable: false,
      codUnavailableReason: 'Cash on delivery needs an order of at least 200.00.',
    });
    expect((await quote('560001', 2000)).body).toMatchObject({ codAvailable: true });
    expect((await quote('560001', 2000.01)).body).toMatchObject({
      codAvailable: false,
      codUnavailableReason: 'Cash on delivery is offered up to 2000.00.',
    });
    expect((await quote('194101', 500)).body).toMatchObject({
      deliverable: true,
      codAvailable: false,
      codUnavailableReason: 'Cash on delivery is not offered at this PIN code.',
    });
    expect((await quote('744101', 500)).body).toMatchObject({ codAvailable: false });
    expect((await quote('744102', 500)).body).toMatchObject({ codAvailable: true });
  });

  it('delivers only to the serviceable list once one is uploaded, and everywhere once it is removed', async () => {
    const upload = await call('PUT', '/admin/settings/serviceable-pins', {
      token,
      body: { pins: ['560001', '110001', '560001'] },
    });
    expect(upload.status).toBe(200);
    expect(upload.body.count).toBe(2);
    expect((await quote('560001', 500)).body).toMatchObject({ deliverable: true });
    expect((await quote('560002', 500)).body).toMatchObject({
      deliverable: false,
      codAvailable: false,
      codUnavailableReason: 'We do not deliver to this PIN code.',
    });
    const bad = await call('PUT', '/admin/settings/serviceable-pins', { token, body: { pins: ['560001', '05600'] } });
    expect(bad.status).toBe(400);
    expect((await get('/admin/settings', token)).body.serviceablePins.count).toBe(2);
    await call('PUT', '/admin/settings/serviceable-pins', { token, body: { pins: [] } });
    expect((await quote('560002', 500)).body).toMatchObject({ deliverable: true });
  });

  it('refuses a bad PIN code, subtotal or payment method with a clear message', async () => {
    for (const [query, field] of [
      ['pin=056001&subtotal=10', 'pin'],
      ['pin=५६०००१&subtotal=10', 'pin'],
      ['pin=%3Cscript%3E&subtotal=10', 'pin'],
      ['subtotal=10', 'pin'],
      ['pin=560001&subtotal=-1', 'subtotal'],
      ['pin=560001&subtotal=1e3', 'subtotal'],
      ['pin=560001&subtotal=10.999', 'subtotal'],
      ['pin=560001&subtotal=10&payment=cheque', 'payment'],
    ] as const) {
      const response = await get(`/shipping/quote?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.errors, query).toHaveProperty(field);
    }
  });
});

describe('orders priced by the rules', () => {
  const subtotal = bookA.newPrice * 2 + bookB.newPrice;

  it('places the original body (no payment method, the books’ total) as COD under the default rules', async () => {
    const customer = await createCustomer();
    const response = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      paymentMethod: 'cod',
      subtotal,
      shippingCharge: 0,
      codFee: 0,
      totalPrice: subtotal,
      status: 'pending',
    });
  });

  it('stores the breakdown, and refuses a total that leaves out a charge, writing nothing', async () => {
    // With the details a bill carries: this order is shipped and billed below.
    const shop = { legalName: 'Book Nook Traders', address: '4 Park Street, Kolkata 700016' };
    expect((await saveSettings(settingsWith({ ...RULES, ...shop }))).status).toBe(200);
    const customer = await createCustomer();
    const expected = (await quote('560001', subtotal)).body;
    const short = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
    expect(short.status).toBe(400);
    expect(short.body.errors.totalPrice).toBe(`Expected ${expected.total.toFixed(2)}.`);
    expect((await db.collection('orders').get()).size).toBe(0);

    // Charges named by the client are dropped: the server prices them.
    const body = orderFor(customer, { totalPrice: expected.total, shippingCharge: 0, codFee: 0, subtotal: 1 });
    const placed = await call('POST', '/orders/create-order', { token: customer.idToken, body });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      subtotal,
      shippingCharge: expected.shippingCharge,
      codFee: 30,
      totalPrice: expected.total,
    });
    const stored = (await db.collection('orders').doc(placed.body._id).get()).data()!;
    expect(stored).toMatchObject({
      paymentMethod: 'cod',
      subtotal,
      shippingCharge: expected.shippingCharge,
      codFee: 30,
    });

    // The owner's figures follow the paper (decision 051): the bill adds the sale and what of it
    // was charges; the credit note of its return takes both out.
    const figures = async () => (await get('/admin', token)).body;
    expect(await figures()).toMatchObject({ totalSales: 0, salesCharges: { shipping: 0, codFees: 0 } });
    const moveTo = async (status: string) =>
      expect((await call('PATCH', `/admin/orders/${placed.body._id}/status`, { token, body: { status } })).status).toBe(
        200,
      );
    await moveTo('confirmed');
    await moveTo('shipped');
    expect(await figures()).toMatchObject({
      totalSales: expected.total,
      salesCharges: { shipping: expected.shippingCharge, codFees: 30 },
    });
    await moveTo('returned');
    expect(await figures()).toMatchObject({ totalSales: 0, salesCharges: { shipping: 0, codFees: 0 } });
  });

  it('refuses COD where it is not offered and a PIN code outside the serviceable list, writing nothing', async () => {
    expect((await saveSettings(settingsWith(RULES))).status).toBe(200);
    const customer = await createCustomer();
    const excluded = orderFor(customer, { address: { ...orderFor(customer).address, zipcode: '194101' } });
    const refused = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: { ...excluded, totalPrice: (await quote('194101', subtotal)).body.total },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.paymentMethod).toBe('Cash on delivery is not offered at this PIN code.');

    // The COD rules do not apply to UPI.
    const upiTotal = (await quote('194101', subtotal, 'upi')).body.total;
    const upi = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: { ...excluded, paymentMethod: 'upi', totalPrice: upiTotal },
    });
    expect(upi.status).toBe(201);
    expect(upi.body).toMatchObject({ paymentMethod: 'upi', codFee: 0, status: 'awaiting-payment' });

    await call('PUT', '/admin/settings/serviceable-pins', { token, body: { pins: ['560001'] } });
    const outside = orderFor(customer, { address: { ...orderFor(customer).address, zipcode: '560002' } });
    const undeliverable = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: { ...outside, totalPrice: 1 },
    });
    expect(undeliverable.status).toBe(400);
    expect(undeliverable.body.errors['address.zipcode']).toBe('We do not deliver to this PIN code yet.');
    expect((await db.collection('orders').get()).size).toBe(1);
  });

  it('refuses UPI while the shop has no UPI ID', async () => {
    const customer = await createCustomer();
    const response = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: orderFor(customer, { paymentMethod: 'upi' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors.paymentMethod).toBe('The shop does not take UPI payments yet.');
    expect((await db.collection('orders').get()).size).toBe(0);
  });
});
