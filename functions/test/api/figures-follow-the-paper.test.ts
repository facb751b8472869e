import { storeMonth, toPaise, type AdminStats } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../src/db/collections';
import { db as functionDb } from '../../src/firebase';
import { moveOrder, type OrderEvent } from '../../src/services/orders/order-events';
import { recordRefund } from '../../src/services/statistics/stats';
import { readStoreSettings, shopMailSettings } from '../../src/services/store/store-settings';
import { API, type Customer } from '../../../tests/support/emulators';
import { call, fetchChecked, get } from '../../../tests/support/http';
import { placeWithCharges, saveBillingShop, type PlacedOrder } from '../../../tests/support/billing-shop';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { setStock } from '../../../tests/support/stock';

// Decision 051: the overview's figures follow the paper. A bill counts in the month
// it is issued, a credit note is taken off the month it is issued, a refund counts in the month
// it is made, and a month's figures never change once it is over. The moves run at chosen
// instants (MoveContext.now) either side of a month's end and of a financial year's end; the
// orders themselves are placed now, before any of them.

const store = useSeededStore({ per: 'suite' });
let token: string;

/** Instants on the store's clock (IST), ten minutes either side of midnight. */
const at = (ist: string) => Timestamp.fromDate(new Date(`${ist}+05:30`));
const JAN_END = at('2027-01-31T23:50:00');
const FEB_START = at('2027-02-01T00:10:00');
const MAR_END = at('2027-03-31T23:50:00');
const APR_START = at('2027-04-01T00:10:00');
const MAY = at('2027-05-02T10:00:00');
const MONTHS = ['2027-01', '2027-02', '2027-03', '2027-04'] as const;

beforeAll(async () => {
  token = await store.ownerToken();
  await setStock(100);
  await saveBillingShop(token);
});

/** The owner's event at the instant `now`, through the module the routes use. */
async function moveAt(id: string, event: OrderEvent, now: Timestamp): Promise<void> {
  const settings = await readStoreSettings();
  const mail = await shopMailSettings(settings);
  await functionDb().runTransaction(async (tx) => {
    const record = (await tx.get(collections.orders().doc(id))).data()!;
    await moveOrder(tx, { id, record }, event, { by: 'month-tester', store: settings, mail, now });
  });
}

/** A refund recorded as the refund's event will: in a transaction that has read its order. */
async function refundAt(id: string, paise: number, now: Timestamp): Promise<void> {
  await functionDb().runTransaction(async (tx) => {
    await tx.get(collections.orders().doc(id));
    recordRefund(tx, paise, now.toDate());
  });
}

/** A UPI order's payment sent by its customer, through the API. */
async function submitPayment(order: { id: string; customer: Customer }, utr: string): Promise<void> {
  const response = await call('POST', `/orders/${order.id}/payment`, { token: order.customer.idToken, body: { utr } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const overview = async () => (await get<AdminStats>('/admin', token)).body;
const monthOf = (stats: AdminStats, month: string) => stats.monthlySales.find((m) => m._id === month);

/** The last day of a "YYYY-MM" month. */
const lastDay = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** The accountant's register of a month, through its endpoint, read back as rows. */
async function register(month: string): Promise<Array<Record<string, string>>> {
  const response = await fetchChecked(`${API}/admin/reports/bills?from=${month}-01&to=${lastDay(month)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const csv = (await response.text()).replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(csv.trim(), { header: true }).data;
}

/** What the register says of a month: bills less credit notes (its credit notes are negative), and the counts. */
async function paperOf(month: string) {
  const rows = await register(month);
  return {
    totalSales: rows.reduce((sum, row) => sum + toPaise(Number(row.total)), 0) / 100,
    bills: rows.filter((row) => row.type === 'Bill of Supply').length,
    creditNotes: rows.filter((row) => row.type === 'Credit Note').length,
    shippingPaise: rows.reduce((sum, row) => sum + toPaise(Number(row.shipping)), 0),
    codFeePaise: rows.reduce((sum, row) => sum + toPaise(Number(row.codFee)), 0),
  };
}

describe('the figures follow the paper across a month’s end and a financial year’s end', () => {
  let orders: Record<'returned' | 'paid' | 'unbilled' | 'yearEndReturn' | 'yearEndCancel' | 'april', PlacedOrder>;
  let january: AdminStats['monthlySales'][number] | undefined;
  let march: AdminStats['monthlySales'][number] | undefined;
  const placedBefore = { count: 0 };

  it('counts the orders when placed, and no money until a bill is issued', async () => {
    placedBefore.count = monthOf(await overview(), storeMonth())?.totalOrders ?? 0;
    orders = {
      returned: await placeWithCharges('cod'),
      paid: await placeWithCharges('upi'),
      unbilled: await placeWithCharges('cod'),
      yearEndReturn: await placeWithCharges('cod'),
      yearEndCancel: await placeWithCharges('upi'),
      april: await placeWithCharges('cod'),
    };
    const stats = await overview();
    expect(monthOf(stats, storeMonth())?.totalOrders).toBe(placedBefore.count + 6);
    expect(stats.totalOrders).toBe(6);
    expect(stats.totalSales).toBe(0);
    expect(monthOf(stats, storeMonth())).toMatchObject({ totalSales: 0, bills: 0, creditNotes: 0 });
  });

  it('files January’s bills in January, and a cancel before any bill in no month', async () => {
    await moveAt(orders.returned.id, { kind: 'confirmed' }, at('2027-01-31T20:00:00'));
    await moveAt(orders.returned.id, { kind: 'shipped', courier: 'delhivery', awb: 'AWB-JAN-1' }, JAN_END);
    await submitPayment(orders.paid, '712345678901');
    await moveAt(orders.paid.id, { kind: 'paid' }, JAN_END);
    await moveAt(orders.unbilled.id, { kind: 'confirmed' }, at('2027-01-31T20:00:00'));
    await moveAt(orders.unbilled.id, { kind: 'cancelled' }, JAN_END);

    january = monthOf(await overview(), '2027-01');
    expect(january).toEqual({
      _id: '2027-01',
      totalSales: (orders.returned.paise + orders.paid.paise) / 100,
      totalOrders: 0,
      bills: 2,
      creditNotes: 0,
      refunds: 0,
    });
  });

  it('takes a parcel returned on 1 February off February, and January stays as it closed', async () => {
    await moveAt(orders.returned.id, { kind: 'returned', returnReason: 'rto' }, FEB_START);
    const stats = await overview();
    expect(monthOf(stats, '2027-01')).toEqual(january);
    expect(monthOf(stats, '2027-02')).toEqual({
      _id: '2027-02',
      totalSales: -orders.returned.paise / 100,
      totalOrders: 0,
      bills: 0,
      creditNotes: 1,
      refunds: 0,
    });
  });

  it('files a bill of 31 March in the old financial year and its credit note of 1 April in the new', async () => {
    await moveAt(orders.yearEndReturn.id, { kind: 'confirmed' }, at('2027-03-31T09:00:00'));
    await moveAt(orders.yearEndReturn.id, { kind: 'shipped' }, MAR_END);
    await moveAt(orders.yearEndReturn.id, { kind: 'delivered' }, MAR_END);
    await submitPayment(orders.yearEndCancel, '712345678902');
    await moveAt(orders.yearEndCancel.id, { kind: 'paid' }, MAR_END);
    march = monthOf(await overview(), '2027-03');
    expect(march).toMatchObject({
      totalSales: (orders.yearEndReturn.paise + orders.yearEndCancel.paise) / 100,
      bills: 2,
      creditNotes: 0,
    });

    await moveAt(orders.yearEndReturn.id, { kind: 'returned', returnReason: 'customer-return' }, APR_START);
    await moveAt(orders.yearEndCancel.id, { kind: 'cancelled' }, APR_START);
    await moveAt(orders.april.id, { kind: 'confirmed' }, APR_START);
    await moveAt(orders.april.id, { kind: 'shipped' }, APR_START);
    const stats = await overview();
    expect(monthOf(stats, '2027-03')).toEqual(march);
    expect(monthOf(stats, '2027-04')).toMatchObject({
      totalSales: (orders.april.paise - orders.yearEndReturn.paise - orders.yearEndCancel.paise) / 100,
      bills: 1,
      creditNotes: 2,
    });
    // The papers of April are numbered in the new financial year; March's in the old.
    const [marchPapers, aprilPapers] = [await register('2027-03'), await register('2027-04')];
    const years = (rows: Array<Record<string, string>>) => new Set(rows.map((row) => row.number!.split('/')[1]));
    expect(years(marchPapers).size).toBe(1);
    expect(years(aprilPapers).size).toBe(1);
    expect([...years(marchPapers)]).not.toEqual([...years(aprilPapers)]);
  });

  it('counts a refund in the month it is made, leaving the months before as they closed', async () => {
    const before = await overview();
    const refund = orders.yearEndCancel.paise;
    await refundAt(orders.yearEndCancel.id, refund, APR_START);
    await refundAt(orders.yearEndReturn.id, 10_050, MAY);
    // An amount that is no refund fails its transaction and counts nowhere.
    for (const wrong of [0, -100, 10.5])
      await expect(refundAt(orders.yearEndReturn.id, wrong, MAY)).rejects.toThrow(
        'A refund is a whole number of paise',
      );
    const stats = await overview();
    expect(monthOf(stats, '2027-04')).toEqual({ ...monthOf(before, '2027-04'), refunds: refund / 100 });
    expect(monthOf(stats, '2027-05')).toEqual({
      _id: '2027-05',
      totalSales: 0,
      totalOrders: 0,
      bills: 0,
      creditNotes: 0,
      refunds: 100.5,
    });
    for (const month of ['2027-01', '2027-02', '2027-03'])
      expect(monthOf(stats, month), month).toEqual(monthOf(before, month));
    // A refund is money paid back, not a credit note: the sales stand as the paper says.
    expect(stats.totalSales).toBe(before.totalSales);
  });

  it('gives every month the register’s bills less its credit notes, and the totals the register’s sums', async () => {
    const stats = await overview();
    let shipping = 0;
    let codFees = 0;
    let sales = 0;
    for (const month of MONTHS) {
      const paper = await paperOf(month);
      expect(monthOf(stats, month), month).toMatchObject({
        totalSales: paper.totalSales,
        bills: paper.bills,
        creditNotes: paper.creditNotes,
      });
      shipping += paper.shippingPaise;
      codFees += paper.codFeePaise;
      sales += toPaise(paper.totalSales);
    }
    // Every paper of the store is in those four months: the totals are theirs.
    expect(toPaise(stats.totalSales)).toBe(sales);
    expect(stats.salesCharges).toEqual({ shipping: shipping / 100, codFees: codFees / 100 });
    // Only the April bill stands (the January UPI bill too): 2 bills' charges, one of them with a COD fee.
    expect(stats.salesCharges).toEqual({ shipping: 98, codFees: 25.5 });
    expect(stats.totalSales).toBe((orders.paid.paise + orders.april.paise) / 100);
    // The orders placed stay counted in the month they were placed, cancelled or not.
    expect(monthOf(stats, storeMonth())?.totalOrders).toBe(placedBefore.count + 6);
    expect(stats.totalOrders).toBe(6);
  });
});
