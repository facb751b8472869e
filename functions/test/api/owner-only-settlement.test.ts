import { LOCAL_URLS, STORE_ACTOR } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { moveSettlementsOffOrders } from '../../src/migrations/order-settlements';
import { createCustomer, db, type Customer } from '../../../tests/support/emulators';
import { call, get } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { monthFigures } from '../../../tests/support/remittance-months';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';
import { TEST_PROJECT_ID } from '../../../tests/support/test-project';
import { saveShopDetails } from '../../../tests/support/shop-details';

// The courier's settlement of a COD order (cash pending, the remittance, its
// deduction and history note) is the owner's alone, through the API and through Firestore.

const store = useSeededStore();
let token: string;
beforeEach(async () => {
  token = await store.ownerToken();
  await setStock(100);
  // Delivering ships, and a shipped COD order is billed: the shop's details first (decision 048).
  await saveShopDetails(token);
});

const move = (id: string, body: object) => call('PATCH', `/admin/orders/${id}/status`, { token, body });

/** A COD order of `customer` delivered with this AWB. */
async function delivered(customer: Customer, awb: string): Promise<{ id: string; total: number }> {
  const placed = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id as string;
  for (const body of [{ status: 'confirmed' }, { status: 'shipped', courier: 'dtdc', awb }, { status: 'delivered' }])
    expect((await move(id, body)).status).toBe(200);
  return { id, total: placed.body.totalPrice as number };
}

/** A document read from the Firestore emulator as the customer's browser would: their ID token, the rules applied. */
const asCustomer = (customer: Customer, path: string) =>
  fetch(`${LOCAL_URLS.firestore}/v1/projects/${TEST_PROJECT_ID}/databases/(default)/documents/${path}`, {
    headers: { authorization: `Bearer ${customer.idToken}` },
  });

const SETTLEMENT_WORDS = /cashPending|remittance|remitted|deduction|short by|NEFT-42/i;

describe('the courier’s settlement is the owner’s', () => {
  it('the customer’s answers and their Firestore copy of the order carry none of it', async () => {
    const customer = await createCustomer();
    const { id, total } = await delivered(customer, 'DT0000000001');
    const pending = (await get(`/admin/orders/${id}`, token)).body;
    expect(pending.cashPending).toBe(true);
    const recorded = await call('POST', `/admin/orders/${id}/remittance`, {
      token,
      body: { date: '2026-11-21', reference: 'NEFT-42', amount: total - 25 },
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(recorded.body.order.remittance).toMatchObject({ amount: total - 25, deduction: 25 });
    expect(recorded.body.order.history.at(-1)).toMatchObject({
      by: 'owner',
      note: expect.stringMatching(/^COD remitted/),
    });

    // The customer's own list through the API.
    const mine = await get(`/orders/email/${encodeURIComponent(customer.email)}`, customer.idToken);
    expect(mine.status).toBe(200);
    const order = mine.body.find((one: { _id: string }) => one._id === id);
    expect(order.status).toBe('delivered');
    expect(JSON.stringify(order)).not.toMatch(SETTLEMENT_WORDS);
    expect(order.history.every((entry: { by: string }) => [customer.email, STORE_ACTOR].includes(entry.by))).toBe(true);

    // Their order straight from Firestore, as the rules let them read it.
    const direct = await asCustomer(customer, `orders/${id}`);
    expect(direct.status).toBe(200);
    const document = (await direct.json()) as { fields: Record<string, unknown> };
    expect(document.fields.totalPrice).toBeDefined();
    expect(JSON.stringify(document.fields)).not.toMatch(SETTLEMENT_WORDS);
    // The settlement, the month's figures and the audit are closed to them.
    for (const path of [`orderSettlements/${id}`, 'remittanceMonths/2026-11-0', `orderAudit/${id}`])
      expect((await asCustomer(customer, path)).status, path).toBe(403);
  });
});

describe('npm run migrate', () => {
  it('moves a stored order’s cash state, remittance and its note to the settlement, once', async () => {
    const customer = await createCustomer();
    const remitted = await delivered(customer, 'DT0000000002');
    const pending = await delivered(await createCustomer(), 'DT0000000003');
    // As an older store keeps them: on the order, its note in the history the customer reads, the owner's name in the audit.
    // Recorded after the delivery, as a remittance is: the owner's history has it last.
    const at = Timestamp.now();
    for (const { id } of [remitted, pending]) await db.collection('orderSettlements').doc(id).delete();
    const order = db.collection('orders').doc(remitted.id);
    const history = (await order.get()).data()!.history as unknown[];
    const note = `COD remitted: ₹${remitted.total} on 2026-11-20, reference LEGACY-1`;
    await order.update({
      cashPending: false,
      remittance: { amount: remitted.total, date: '2026-11-20', reference: 'LEGACY-1', recordedAt: at },
      history: [...history, { status: 'delivered', at, by: STORE_ACTOR, note }],
    });
    await db
      .collection('orderAudit')
      .doc(remitted.id)
      .set({ entries: [{ status: 'delivered', at, by: 'owner-of-old', note }] }, { merge: true });
    await db.collection('orders').doc(pending.id).update({ cashPending: true });
    const monthBefore = await monthFigures('2026-11');

    expect(await moveSettlementsOffOrders()).toEqual({ moved: 2, remitted: 1 });

    const stored = (await order.get()).data()!;
    expect(stored).not.toHaveProperty('cashPending');
    expect(stored).not.toHaveProperty('remittance');
    expect(stored.history).toEqual(history);
    expect((await db.collection('orderSettlements').doc(remitted.id).get()).data()).toEqual({
      cashPending: false,
      codAmount: remitted.total,
      orderCreatedAt: expect.any(Timestamp),
      courier: 'dtdc',
      remittance: { amount: remitted.total, deduction: 0, date: '2026-11-20', reference: 'LEGACY-1', recordedAt: at },
      entries: [{ status: 'delivered', at, by: 'owner-of-old', note }],
    });
    const owners = (await get(`/admin/orders/${remitted.id}`, token)).body;
    expect(owners).toMatchObject({ cashPending: false, remittance: { reference: 'LEGACY-1' } });
    expect(owners.history.at(-1)).toMatchObject({ by: 'owner-of-old', note });
    expect((await get('/admin/orders?cashPending=true', token)).body.orders.map((o: { _id: string }) => o._id)).toEqual(
      [pending.id],
    );
    const month = await monthFigures('2026-11');
    expect(month.dtdc!.parcels - (monthBefore.dtdc?.parcels ?? 0)).toBe(1);

    // A second run finds nothing to move and changes nothing.
    const snapshot = async () =>
      Promise.all(
        ['orders', 'orderSettlements', 'remittanceMonths'].map(async (name) =>
          (await db.collection(name).get()).docs.map((doc) => [doc.id, doc.data()]),
        ),
      );
    const before = await snapshot();
    expect(await moveSettlementsOffOrders()).toEqual({ moved: 0, remitted: 0 });
    expect(await snapshot()).toEqual(before);
  });
});
