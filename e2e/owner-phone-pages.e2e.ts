import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ORDER_STATUSES, type OrderStatus } from '@bookstore/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { createCustomer } from '../tests/support/emulators';
import { call } from '../tests/support/http';
import { freshUtr, orderAlong, shopSettings, type Step } from '../tests/support/refunds';
import { setStock, stockOf } from '../tests/support/stock';
import { ownerToken } from './support/admin-api';
import { BASE, ownerLogin, useBrowser } from './support/browser';
import { sidewaysOverflow, smallTapTargets } from './support/phone-checks';

// At 390 × 844 every owner page with data in it neither scrolls sideways nor
// has a tap target under 44 px, and each is photographed for a person to look at.
const PHONE = { width: 390, height: 844 };
const session = useBrowser(PHONE);
const SHOTS = join(__dirname, '..', 'artifacts', 'owner-phone', 'pages');
// A book no other journey orders, so its stock is this file's own.
const book = SEED_BOOKS[33]!;
const LINES = [{ productId: book.slug, quantity: 1, price: book.newPrice }];

const shipped = (awb: string): Step => ({ status: 'shipped', courier: 'delhivery', awb });
/** How an order of each status comes about, through the API as a shopper and the owner would move it. */
const PATHS: Record<OrderStatus, { payment: 'cod' | 'upi'; steps: () => Step[] }> = {
  pending: { payment: 'cod', steps: () => [] },
  'awaiting-payment': { payment: 'upi', steps: () => [] },
  'payment-submitted': { payment: 'upi', steps: () => [{ utr: freshUtr() }] },
  confirmed: { payment: 'cod', steps: () => [{ status: 'confirmed' }] },
  shipped: { payment: 'cod', steps: () => [{ status: 'confirmed' }, shipped('PHONE44SHIP1')] },
  delivered: {
    payment: 'cod',
    steps: () => [{ status: 'confirmed' }, shipped('PHONE44DLV1'), { status: 'delivered' }],
  },
  cancelled: { payment: 'cod', steps: () => [{ status: 'cancelled' }] },
  // A paid order that came back: it also owes a refund, so the refunds view has a row.
  returned: {
    payment: 'upi',
    steps: () => [
      { utr: freshUtr() },
      { status: 'confirmed' },
      shipped('PHONE44RTO1'),
      { status: 'returned', returnReason: 'rto' },
    ],
  },
};

const COVER = `/covers/${SEED_BOOKS[0]!.slug}.svg`;
/** A file the owner might pick on the phone: a new book with a long Hindi title, a price change, a row without a title. */
const IMPORT_FILE = Buffer.from(
  [
    'Title,ISBN,Author,Category,Old Price,New Price,Stock,Cover Image,Description',
    `"रात का सफ़र और लंबी कहानियों का एक बहुत लंबा संग्रह",9782220044446,Phone Author,fiction,350,299,4,${COVER},"<b>$&</b> =cmd"`,
    `"${book.title}",${book.ISBN},${book.author},${book.category},${book.oldPrice},${book.newPrice + 1},5,${COVER},Changed`,
    `,9782220044453,Nobody,fiction,100,90,1,${COVER},No title`,
  ].join('\n'),
);

const orders = {} as Record<OrderStatus, string>;
let complaintNumber = '';
let stockBefore = 0;
let customerEmail = '';

beforeAll(async () => {
  const token = await ownerToken();
  expect((await call('PUT', '/admin/settings', { token, body: shopSettings() })).status).toBe(200);
  stockBefore = await stockOf(book.slug);
  await setStock(100, [book.slug]);
  for (const status of ORDER_STATUSES) {
    const { payment, steps } = PATHS[status];
    const { order, customer } = await orderAlong(token, payment, steps(), undefined, LINES);
    expect(order.status).toBe(status);
    orders[status] = order._id;
    customerEmail ||= customer.email;
  }
  const complainer = await createCustomer();
  const opened = await call('POST', '/complaints', {
    token: complainer.idToken,
    body: { subject: 'Parcel came wet', message: 'The cover of the book was soaked. <b>$&</b> कृपया' },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  complaintNumber = opened.body.complaint.number;
  const coupon = await call('POST', '/admin/coupons', {
    token,
    body: { code: 'PHONE44', kind: 'percent', value: 10, maxDiscount: 100 },
  });
  expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);
});

afterAll(async () => {
  // The journeys after this one find a shop with no settings (no charges), as they expect.
  const { db } = await import('../tests/support/emulators');
  await db.collection('store').doc('settings').delete();
  await setStock(stockBefore, [book.slug]);
});

interface Finding {
  page: string;
  problem: string;
}

/** Notes the page's sideways scroll and small targets as they are now, and photographs it. */
async function check(page: Page, name: string, found: Finding[]) {
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) found.push({ page: name, problem: `scrolls sideways by ${overflow}px` });
  for (const target of await smallTapTargets(page)) found.push({ page: name, problem: `small target ${target}` });
  // The first screen as the owner sees it, and the whole page.
  await page.screenshot({ path: join(SHOTS, `${name}-screen.png`) });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Opens `path`, waits for `ready`, then checks it. */
async function visit(page: Page, name: string, path: string, ready: () => Promise<unknown>, found: Finding[]) {
  await page.goto(`${BASE}${path}`);
  await ready();
  await check(page, name, found);
}

describe('the owner’s pages on a phone (390 × 844)', () => {
  it('no owner page scrolls sideways or has a tap target under 44 px', async () => {
    mkdirSync(SHOTS, { recursive: true });
    const { page } = session;
    const found: Finding[] = [];
    const heading = () => page.getByRole('heading', { level: 1 }).first().waitFor();

    await visit(page, 'sign-in', '/admin', heading, found);
    await ownerLogin(page);
    await visit(page, 'overview', '/dashboard', () => page.getByText('Payments to check').first().waitFor(), found);
    // The menu, opened: its links are targets too.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).waitFor();
    await check(page, 'menu', found);

    await visit(page, 'orders', '/dashboard/orders', heading, found);
    // The reports and the printing, opened, as the owner does at the month's end.
    const reports = page.getByText('Reports and printing', { exact: true });
    await reports.click();
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) found.push({ page: 'orders-reports', problem: `scrolls sideways by ${overflow}px` });
    for (const target of await smallTapTargets(page))
      found.push({ page: 'orders-reports', problem: `small target ${target}` });
    await page.screenshot({ path: join(SHOTS, 'orders-reports.png'), fullPage: true });

    const views = {
      'orders-payments-to-check': '?status=payment-submitted',
      'orders-cash-pending': '?view=cash-pending',
      'orders-refunds': '?view=refunds',
      'orders-of-a-customer': `?email=${encodeURIComponent(customerEmail)}`,
    };
    for (const [name, query] of Object.entries(views))
      await visit(page, name, `/dashboard/orders${query}`, heading, found);
    for (const status of ORDER_STATUSES)
      await visit(page, `order-${status}`, `/dashboard/orders/${orders[status]}`, heading, found);

    await visit(page, 'manage-books', '/dashboard/manage-books', heading, found);
    await visit(page, 'edit-book', `/dashboard/edit-book/${book.slug}`, heading, found);
    await visit(page, 'add-book', '/dashboard/add-new-book', heading, found);
    await visit(page, 'import-books', '/dashboard/import-books', heading, found);
    // The import with a file chosen: its counts and sample rows, one new book, one changed, one refused.
    await page.getByLabel('CSV file').setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: IMPORT_FILE });
    await page.getByTestId('import-counts').waitFor();
    await check(page, 'import-preview', found);
    // With the connection's panel drawn: the Hosting emulator's request carries no proxy's entries.
    await visit(page, 'settings', '/dashboard/settings', () => page.getByText('(the connection)').waitFor(), found);
    await visit(page, 'coupons', '/dashboard/coupons', () => page.getByText('PHONE44').first().waitFor(), found);
    await visit(page, 'complaints', '/dashboard/complaints', heading, found);
    await visit(page, 'complaint', `/dashboard/complaints/${complaintNumber}`, heading, found);

    expect(found).toEqual([]);
  });
});
