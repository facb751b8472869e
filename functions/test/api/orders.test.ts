import { beforeEach, describe, expect, it } from 'vitest';
import { PIN_CODE_MESSAGE, storeMonth } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { get, post } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { phoneFor } from '../../../scripts/lib/shopper-phone';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { readSalesStats } from '../../src/services/statistics/stats';

async function orderCount(): Promise<number> {
  return (await db.collection('orders').count().get()).data().count;
}

async function statsDoc() {
  return readSalesStats();
}

let customer: Customer;

const { ownerToken } = useSeededStore();

beforeEach(async () => {
  customer = await createCustomer();
});

describe('POST /api/orders/create-order', () => {
  it('stores the order with server prices and titles and answers 201 Order', async () => {
    const response = await post('/orders/create-order', orderFor(customer), customer.idToken);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const order = response.body;
    expect(order).toMatchObject({
      name: 'Asha Verma',
      email: customer.email,
      phone: phoneFor(customer.email),
      address: {
        street: '12 MG Road',
        city: 'Bengaluru',
        country: 'India',
        state: 'Karnataka',
        zipcode: '560001',
        landmark: 'Near the metro',
      },
      products: [
        { productId: bookA.slug, quantity: 2, title: bookA.title, price: bookA.newPrice },
        { productId: bookB.slug, quantity: 1, title: bookB.title, price: bookB.newPrice },
      ],
      productIds: [bookA.slug, bookB.slug],
      totalPrice: bookA.newPrice * 2 + bookB.newPrice,
    });
    expect(typeof order._id).toBe('string');
    expect(new Date(order.createdAt).toISOString()).toBe(order.createdAt);
    expect(await orderCount()).toBe(1);
  });

  it('computes the total in paise, so decimal prices never drift', async () => {
    const now = Timestamp.now();
    const cheap = {
      ISBN: '0306406152',
      author: 'X',
      description: 'd',
      category: 'science',
      trending: false,
      coverImage: '/x.svg',
      oldPrice: 1,
      stock: 10,
      createdAt: now,
      updatedAt: now,
    };
    await db
      .collection('books')
      .doc('tenth')
      .set({ ...cheap, title: 'Tenth', newPrice: 0.1 });
    await db
      .collection('books')
      .doc('fifth')
      .set({ ...cheap, title: 'Fifth', newPrice: 0.2 });
    await db
      .collection('books')
      .doc('pricey')
      .set({ ...cheap, title: 'Pricey', newPrice: 19.99, oldPrice: 20 });
    const products = [
      { productId: 'tenth', quantity: 1 },
      { productId: 'fifth', quantity: 1 },
      { productId: 'pricey', quantity: 3 },
    ];
    const response = await post(
      '/orders/create-order',
      orderFor(customer, { products, totalPrice: 60.27 }),
      customer.idToken,
    );
    expect(response.status).toBe(201);
    expect(response.body.totalPrice).toBe(60.27);
  });

  it('refuses a client total that differs from the server total and writes nothing', async () => {
    const response = await post('/orders/create-order', orderFor(customer, { totalPrice: 1 }), customer.idToken);
    expect(response.status).toBe(400);
    expect(response.body.errors.totalPrice).toMatch(/Expected/);
    expect(await orderCount()).toBe(0);
    expect((await statsDoc()).totalOrders).toBe(0);
  });

  it('ignores client prices and unknown fields', async () => {
    const body = orderFor(customer, {
      products: [{ productId: bookA.slug, quantity: 1, price: 0.01, title: 'Free!' }],
      totalPrice: bookA.newPrice,
      status: 'paid',
      role: 'admin',
    });
    const response = await post('/orders/create-order', body, customer.idToken);
    expect(response.status).toBe(201);
    expect(response.body.products).toEqual([
      { productId: bookA.slug, quantity: 1, title: bookA.title, price: bookA.newPrice },
    ]);
    const stored = (await db.collection('orders').doc(response.body._id).get()).data()!;
    // A client cannot choose the status: every new order starts pending.
    expect(stored.status).toBe('pending');
    expect(stored.history.map((entry: { status: string }) => entry.status)).toEqual(['pending']);
    expect(stored.role).toBeUndefined();
  });

  it('answers 400 with every required-field message', async () => {
    const response = await post(
      '/orders/create-order',
      { products: [{ productId: bookA.slug, quantity: 1 }], totalPrice: bookA.newPrice, address: {} },
      customer.idToken,
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      name: 'Full name is required.',
      phone: 'Phone number is required.',
      'address.street': 'Address is required.',
      'address.city': 'City is required.',
      'address.country': 'Country is required.',
      'address.state': 'State is required.',
      'address.zipcode': 'Zipcode is required.',
    });
    const noAddress = await post('/orders/create-order', orderFor(customer, { address: undefined }), customer.idToken);
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.errors['address.street']).toBe('Address is required.');
    expect(await orderCount()).toBe(0);
  });

  it.each(['011001', '41100', 'SW1A 1AA', '४११००१', '=41100', '<script>'])(
    'refuses the zipcode %j: a PIN code is 6 digits, not starting with 0, and nothing is written',
    async (zipcode) => {
      const body = orderFor(customer, { address: { ...orderFor(customer).address, zipcode } });
      const response = await post('/orders/create-order', body, customer.idToken);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ 'address.zipcode': PIN_CODE_MESSAGE });
      expect(await orderCount()).toBe(0);
    },
  );

  it.each([0, 6, 2.5, -1, '3', null])('refuses a quantity of %j', async (quantity) => {
    const body = orderFor(customer, { products: [{ productId: bookA.slug, quantity }], totalPrice: bookA.newPrice });
    const response = await post('/orders/create-order', body, customer.idToken);
    expect(response.status).toBe(400);
    expect(response.body.errors['products[0].quantity']).toBe('Quantity must be a whole number from 1 to 5.');
    expect(await orderCount()).toBe(0);
  });

  it('refuses a book listed twice, an unknown book and an empty cart', async () => {
    const twice = orderFor(customer, {
      products: [
        { productId: bookA.slug, quantity: 1 },
        { productId: bookA.slug, quantity: 2 },
      ],
      totalPrice: bookA.newPrice * 3,
    });
    const dup = await post('/orders/create-order', twice, customer.idToken);
    expect(dup.status).toBe(400);
    expect(dup.body.errors.products).toBe('A book may not be listed twice.');

    const unknown = await post(
      '/orders/create-order',
      orderFor(customer, { products: [{ productId: 'ghost-book', quantity: 1 }], totalPrice: 10 }),
      customer.idToken,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['products[0].productId']).toMatch(/no longer available/);

    const empty = await post(
      '/orders/create-order',
      orderFor(customer, { products: [], totalPrice: 0 }),
      customer.idToken,
    );
    expect(empty.status).toBe(400);
    expect(empty.body.errors.products).toBe('Your cart is empty.');
    expect(await orderCount()).toBe(0);
  });

  it('requires a signed-in customer whose e-mail is on the order', async () => {
    expect((await post('/orders/create-order', orderFor(customer))).status).toBe(401);
    expect((await post('/orders/create-order', orderFor(customer), 'garbage')).status).toBe(401);
    const other = await post(
      '/orders/create-order',
      orderFor(customer, { email: 'someone.else@example.com' }),
      customer.idToken,
    );
    expect(other.status).toBe(403);
    expect(await orderCount()).toBe(0);
  });

  it('matches the e-mail without regard to case and stores it lower-cased', async () => {
    const mixed = await createCustomer(`Mixed.Case${Date.now()}@Example.com`);
    const response = await post(
      '/orders/create-order',
      orderFor(mixed, { email: mixed.email.toUpperCase() }),
      mixed.idToken,
    );
    expect(response.status).toBe(201);
    expect(response.body.email).toBe(mixed.email.toLowerCase());
  });

  it('counts the orders placed, and no sale before a bill (decision 051)', async () => {
    await post('/orders/create-order', orderFor(customer), customer.idToken);
    await post(
      '/orders/create-order',
      orderFor(customer, { products: [{ productId: bookB.slug, quantity: 4 }], totalPrice: bookB.newPrice * 4 }),
      customer.idToken,
    );
    const stats = (await get('/admin', await ownerToken())).body;
    expect(stats.totalOrders).toBe(2);
    expect(stats.totalSales).toBe(0);
    expect(stats.monthlySales).toEqual([
      { _id: storeMonth(), totalSales: 0, totalOrders: 2, bills: 0, creditNotes: 0, refunds: 0 },
    ]);
  });
});

describe('GET /api/orders/email/{email}', () => {
  it("lists the customer's own orders, newest first", async () => {
    const first = (await post('/orders/create-order', orderFor(customer), customer.idToken)).body;
    const second = (
      await post(
        '/orders/create-order',
        orderFor(customer, { products: [{ productId: bookB.slug, quantity: 1 }], totalPrice: bookB.newPrice }),
        customer.idToken,
      )
    ).body;
    const response = await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.body.map((o: any) => o._id)).toEqual([second._id, first._id]);
  });

  it('answers an empty list when there are none', async () => {
    const response = await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("refuses another customer's e-mail with 403 and no token with 401", async () => {
    await post('/orders/create-order', orderFor(customer), customer.idToken);
    const intruder = await createCustomer();
    const response = await get(`/orders/email/${encodeURIComponent(customer.email)}`, intruder.idToken);
    expect(response.status).toBe(403);
    expect(JSON.stringify(response.body)).not.toContain('Asha');
    const own = await get(`/orders/email/${encodeURIComponent(intruder.email)}`, intruder.idToken);
    expect(own.body).toEqual([]);
    expect((await get(`/orders/email/${encodeURIComponent(customer.email)}`)).status).toBe(401);
  });
});
