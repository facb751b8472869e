import { FieldValue } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { snapshotFirestore } from '../../../tests/support/firestore-snapshot';
import { call, post } from '../../../tests/support/http';
import { bookA, bookB, orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// Documents written by hand, by an import or by an older version of the store: whatever is
// stored, the API refuses clearly, writes nothing, and never sells a book for ₹0.

let customer: Customer;
let owner: string;
const store = useSeededStore();

beforeEach(async () => {
  customer = await createCustomer();
  owner = await store.ownerToken();
  await saveShopDetails(owner);
});

/** Writes a book's stored fields directly, as a hand edit in the console would. */
async function storeBookFields(id: string, fields: Record<string, unknown>) {
  const batch = db.batch();
  batch.update(db.collection('books').doc(id), { ...fields, updatedAt: FieldValue.serverTimestamp() });
  await batch.commit();
}

describe('a book whose stored price is missing or not a positive amount', () => {
  const brokenPrices: Array<[string, unknown]> = [
    ['missing', FieldValue.delete()],
    ['null', null],
    ['zero', 0],
    ['negative', -150],
    ['text', '199'],
    ['NaN', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a fraction of a paisa', 0.004],
    ['a map', { amount: 199 }],
  ];

  it.each(brokenPrices)('%s: cannot be ordered (409, nothing written)', async (_label, newPrice) => {
    await storeBookFields(bookA.slug, { newPrice });
    // Each refused attempt still counts towards the customer's hourly attempts, by design.
    const before = await snapshotFirestore({ except: ['orderAttempts'] });
    // Whatever total the client sends, including the ₹0 a missing price reads as.
    for (const totalPrice of [bookA.newPrice * 2 + bookB.newPrice, bookB.newPrice, 0.01]) {
      const response = await post('/orders/create-order', orderFor(customer, { totalPrice }), customer.idToken);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        `'${bookA.title}' cannot be ordered right now: the store has no valid price for it. Please remove it from your cart.`,
      );
    }
    // Alone in the cart too.
    const alone = await post(
      '/orders/create-order',
      orderFor(customer, { products: [{ productId: bookA.slug, quantity: 1 }], totalPrice: 1 }),
      customer.idToken,
    );
    expect(alone.status).toBe(409);
    expect(await snapshotFirestore({ except: ['orderAttempts'] })).toEqual(before);
  });

  it('the same cart orders normally once the price is repaired', async () => {
    await storeBookFields(bookA.slug, { newPrice: 0 });
    expect((await post('/orders/create-order', orderFor(customer), customer.idToken)).status).toBe(409);
    await storeBookFields(bookA.slug, { newPrice: bookA.newPrice });
    const placed = await post('/orders/create-order', orderFor(customer), customer.idToken);
    expect(placed.status).toBe(201);
    expect(placed.body.totalPrice).toBe(bookA.newPrice * 2 + bookB.newPrice);
  });
});

describe('cancelling or returning an order whose stored record is incomplete', () => {
  const move = (id: string, status: string) =>
    call('PATCH', `/admin/orders/${id}/status`, { token: owner, body: { status } });

  async function placedOrder(): Promise<string> {
    const response = await post('/orders/create-order', orderFor(customer), customer.idToken);
    expect(response.status).toBe(201);
    return response.body._id as string;
  }

  /** What an order record can lack, and the part of the answer that names it. */
  const damage: Array<[string, (lines: Array<Record<string, unknown>>) => Record<string, unknown>, string]> = [
    ['no products', () => ({ products: FieldValue.delete() }), 'no books'],
    ['an empty product list', () => ({ products: [] }), 'no books'],
    ['products that are not a list', () => ({ products: 'two books' }), 'no books'],
    [
      'a line without a product id',
      // FieldValue.delete() does not reach inside arrays: the line is written without the key.
      (lines) => ({ products: lines.map(({ productId, ...line }, i) => (i === 0 ? line : { productId, ...line })) }),
      'a book line without an id or a quantity',
    ],
    [
      'a line with a malformed product id',
      (lines) => ({ products: lines.map((line, i) => (i === 0 ? { ...line, productId: 'a/b' } : line)) }),
      'a book line without an id or a quantity',
    ],
    [
      'a line without a quantity',
      (lines) => ({ products: lines.map(({ quantity: _quantity, ...line }) => line) }),
      'a book line without an id or a quantity',
    ],
    [
      'a fractional quantity',
      (lines) => ({ products: lines.map((line) => ({ ...line, quantity: 1.5 })) }),
      'a book line without an id or a quantity',
    ],
    ['no order date', () => ({ createdAt: FieldValue.delete() }), 'no order date'],
  ];

  for (const [from, to, path] of [
    ['pending', 'cancelled', []],
    ['shipped', 'returned', ['confirmed', 'shipped']],
    ['delivered', 'returned', ['confirmed', 'shipped', 'delivered']],
  ] as const) {
    it.each(damage)(
      `${from} → ${to} with %s: 409 naming what is missing, nothing changed`,
      async (_label, broken, named) => {
        const id = await placedOrder();
        for (const step of path) expect((await move(id, step)).status).toBe(200);
        const ref = db.collection('orders').doc(id);
        await ref.update(broken((await ref.get()).get('products') as Array<Record<string, unknown>>));
        const before = await snapshotFirestore();

        const response = await move(id, to);
        expect(response.status).toBe(409);
        expect(response.body.message).toContain(`This order cannot be marked ${to}: its stored record is incomplete (`);
        expect(response.body.message).toContain(named);
        expect(response.body.message).toContain('Repair the order record first.');
        expect(await snapshotFirestore()).toEqual(before);
      },
    );
  }

  it('names every problem at once', async () => {
    const id = await placedOrder();
    await db
      .collection('orders')
      .doc(id)
      .update({ products: FieldValue.delete(), totalPrice: FieldValue.delete(), createdAt: FieldValue.delete() });
    const response = await move(id, 'cancelled');
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This order cannot be marked cancelled: its stored record is incomplete (no books, no order date), ' +
        'so the stock and the statistics cannot be corrected. Repair the order record first.',
    );
  });

  it('an order with every field the restock needs still cancels and returns', async () => {
    const id = await placedOrder();
    // Fields a restock does not need may be missing: the name and the phone, say.
    await db.collection('orders').doc(id).update({ name: FieldValue.delete(), phone: FieldValue.delete() });
    expect((await move(id, 'cancelled')).status).toBe(200);
  });

  it.each([
    ['no total', () => ({ totalPrice: FieldValue.delete() })],
    ['a total of 0', () => ({ totalPrice: 0 })],
  ])('an order with %s cancels: what it cost does not change which copies go back', async (_label, change) => {
    const id = await placedOrder();
    await db.collection('orders').doc(id).update(change());
    const response = await move(id, 'cancelled');
    expect(response.status).toBe(200);
    expect(response.body.order.status).toBe('cancelled');
  });
});
