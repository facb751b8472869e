import { financialYear } from '@bookstore/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';
import { ORDER_NUMBER_SHARDS, shardNumberFrom } from '../../src/services/orders/order-placing';
import { setStock } from '../../../tests/support/stock';

// Order numbers a person can say, and the courier and tracking of a shipment.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
  await saveShopDetails(token);
});

let lastCustomer: Customer;
const place = async () => {
  const customer = (lastCustomer = await createCustomer());
  return call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
};
const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });

/** How many numbers the counter's shards have given, from their documents. */
async function numbersGiven(): Promise<number> {
  const shards = await db.collection('counters').get();
  return shards.docs
    .filter((doc) => doc.id.startsWith('orderNumbers-'))
    .reduce((sum, doc) => {
      const shard = Number(doc.id.slice('orderNumbers-'.length));
      return sum + ((doc.get('next') as number) - shardNumberFrom(0, shard)) / ORDER_NUMBER_SHARDS;
    }, 0);
}

describe('order numbers', () => {
  it('gives 20 orders placed at once 20 numbers, none twice, from 1001 on', async () => {
    await setStock(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, place));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((answer) => answer.body.number as number);
    expect(new Set(numbers).size).toBe(20);
    for (const number of numbers) expect(number).toBeGreaterThanOrEqual(1001);
    const stored = (await db.collection('orders').get()).docs.map((doc) => doc.data().number as number);
    expect(new Set(stored).size).toBe(20);
    expect(await numbersGiven()).toBe(20);
  });

  it('continues above the single counter of earlier versions, in every shard', async () => {
    await setStock(1000);
    await db.collection('counters').doc('orderNumbers').set({ next: 1043 });
    const numbers = (await Promise.all(Array.from({ length: 20 }, place))).map(
      (answer) => answer.body.number as number,
    );
    expect(new Set(numbers).size).toBe(20);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1043);
  });

  it('starts each shard at its own first number at or above a floor', () => {
    expect(Array.from({ length: ORDER_NUMBER_SHARDS }, (_, shard) => shardNumberFrom(0, shard))).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010,
    ]);
    expect(shardNumberFrom(1043, 2)).toBe(1043);
    expect(shardNumberFrom(1043, 0)).toBe(1051);
    expect(shardNumberFrom(1043, 1)).toBe(1052);
  });

  it('takes no number for a malformed or refused order', async () => {
    const customer = await createCustomer();
    const malformed = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: orderFor(customer, { phone: '' }),
    });
    expect(malformed.status).toBe(400);
    const refused = await call('POST', '/orders/create-order', {
      token: customer.idToken,
      body: orderFor(customer, { totalPrice: 1 }),
    });
    expect(refused.status).toBe(400);
    expect(await numbersGiven()).toBe(0);
    expect((await place()).status).toBe(201);
    expect(await numbersGiven()).toBe(1);
  });
});

describe('courier and tracking', () => {
  const shippedOrder = async () => {
    const placed = await place();
    expect((await move(placed.body._id, { status: 'confirmed' })).status).toBe(200);
    return placed.body._id as string;
  };

  it('ships with the courier and the AWB, and gives the tracking link from the settings', async () => {
    const id = await shippedOrder();
    const shipped = await move(id, { status: 'shipped', courier: 'delhivery', awb: ' dl1234567890 ' });
    expect(shipped.status).toBe(200);
    expect(shipped.body.order.shipment).toEqual({
      courier: 'delhivery',
      awb: 'DL1234567890',
      trackingUrl: 'https://www.delhivery.com/track/package/DL1234567890',
    });
    // Shipping a COD order issues its bill of supply, which the same entry names.
    expect(shipped.body.order.history.at(-1).note).toBe(
      `Delhivery, AWB DL1234567890; Bill of Supply BS/${financialYear(new Date()).slice(2)}/000001 issued`,
    );
    const mail = (await db.collection('mail').where('orderId', '==', id).get()).docs
      .map((doc) => doc.data())
      .find((m) => m.orderStatus === 'shipped');
    expect(mail?.message.text).toContain('Track parcel: https://www.delhivery.com/track/package/DL1234567890');
    // The customer reads it too.
    const mine = await call('GET', `/orders/email/${encodeURIComponent(lastCustomer.email)}`, {
      token: lastCustomer.idToken,
    });
    expect(mine.body[0].shipment.awb).toBe('DL1234567890');
  });

  it('takes the courier and the AWB together or not at all, and only when shipping', async () => {
    const id = await shippedOrder();
    const cases: Array<[object, string, string]> = [
      [{ status: 'shipped', courier: 'dtdc' }, 'awb', 'The AWB (consignment number) is required.'],
      [{ status: 'shipped', awb: 'D12345678' }, 'courier', 'Choose the courier.'],
      [
        { status: 'shipped', courier: 'pigeon', awb: 'D12345678' },
        'courier',
        'Courier must be one of: india-post, delhivery, blue-dart, dtdc, ekart, xpressbees, shiprocket, other.',
      ],
      [
        { status: 'shipped', courier: 'dtdc', awb: '<script>' },
        'awb',
        'AWB must be 6 to 30 letters, digits or dashes.',
      ],
      [
        { status: 'shipped', courier: 'dtdc', awb: '=cmd|123' },
        'awb',
        'AWB must be 6 to 30 letters, digits or dashes.',
      ],
      [
        { status: 'cancelled', courier: 'dtdc', awb: 'D12345678' },
        'courier',
        'A courier is given only when marking an order shipped.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await move(id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.errors[field]).toBe(message);
    }
    expect((await db.collection('orders').doc(id).get()).data()!.status).toBe('confirmed');
    // Without them (a parcel handed over by hand), it still ships.
    const plain = await move(id, { status: 'shipped' });
    expect(plain.status).toBe(200);
    expect(plain.body.order).not.toHaveProperty('shipment');
  });

  it('lets the owner correct the AWB later, and records the change', async () => {
    const id = await shippedOrder();
    await move(id, { status: 'shipped', courier: 'dtdc', awb: 'D12345678' });
    const corrected = await call('PUT', `/admin/orders/${id}/shipment`, {
      token,
      body: { courier: 'blue-dart', awb: '8765432101' },
    });
    expect(corrected.status).toBe(200);
    expect(corrected.body.order.shipment.trackingUrl).toBe(
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=8765432101',
    );
    expect(corrected.body.order.history.at(-1)).toMatchObject({
      status: 'shipped',
      note: 'Shipment corrected: DTDC, AWB D12345678 → Blue Dart, AWB 8765432101',
    });
    const pending = (await place()).body._id as string;
    const refused = await call('PUT', `/admin/orders/${pending}/shipment`, {
      token,
      body: { courier: 'dtdc', awb: 'D12345678' },
    });
    expect(refused.status).toBe(409);
    expect(
      (await call('PUT', `/admin/orders/${id}/shipment`, { body: { courier: 'dtdc', awb: 'D1234567' } })).status,
    ).toBe(401);
  });

  it('records why a parcel came back: RTO for one never delivered, the customer’s return after delivery', async () => {
    const rto = await shippedOrder();
    await move(rto, { status: 'shipped' });
    expect((await move(rto, { status: 'returned' })).body.order.returnReason).toBe('rto');
    const back = await shippedOrder();
    await move(back, { status: 'shipped' });
    const delivered = await move(back, { status: 'delivered' });
    expect(delivered.body.order.cashPending).toBe(true);
    const returned = await move(back, { status: 'returned', returnReason: 'customer-return' });
    expect(returned.body.order.returnReason).toBe('customer-return');
    // The second parcel's bill is reversed by the year's second credit note.
    expect(returned.body.order.history.at(-1).note).toBe(
      `Returned by the customer; Credit Note CN/${financialYear(new Date()).slice(2)}/000002 issued`,
    );
  });
});

describe('the owner’s search by number', () => {
  it('finds an order by 1042 or #1042, and refuses what is no number', async () => {
    const placed = (await place()).body;
    await place();
    for (const typed of [String(placed.number), `%23${placed.number}`]) {
      const found = await call('GET', `/admin/orders?number=${typed}`, { token });
      expect(found.status).toBe(200);
      expect(found.body.orders.map((o: { _id: string }) => o._id)).toEqual([placed._id]);
    }
    expect((await call('GET', '/admin/orders?number=9999', { token })).body.orders).toEqual([]);
    const bad = await call('GET', '/admin/orders?number=%3Cscript%3E', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.number).toBe('number must be an order number, like 1042 or #1042.');
  });
});
