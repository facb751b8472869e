import { DEFAULT_STORE_SETTINGS, fromPaise, toPaise, type Order, type RefundPolicySettings } from '@bookstore/domain';
import { beforeAll, beforeEach, expect } from 'vitest';
import { createCustomer, db, type Customer } from './emulators';
import { call } from './http';
import { bookA, bookB, orderFor } from './orders';
import { useSeededStore } from './seeded-store';
import { setStock } from './stock';

// For the refund tests: orders brought to where they owe a refund, through the API.

/**
 * The shop's full details (a bill needs its legal name and address), UPI, and charges that are
 * not zero, so what a policy keeps shows in the amounts.
 */
export function shopSettings(refunds: Partial<RefundPolicySettings> = {}) {
  return {
    ...DEFAULT_STORE_SETTINGS,
    legalName: 'Book Nook Retail LLP',
    address: '14 FC Road, Pune, Maharashtra 411004',
    supportEmail: 'care@booknook.example.in',
    supportPhone: '+91 98200 12345',
    grievanceOfficer: { name: 'Meera Iyer', email: 'grievance@booknook.example.in', phone: '' },
    upi: { vpa: 'booknook@okbank', payeeName: 'Book Nook', expiryHours: 24 },
    shipping: { flatCharge: CHARGES.shipping, freeAbove: null, prefixCharges: [] },
    cod: { ...DEFAULT_STORE_SETTINGS.cod, fee: CHARGES.codFee },
    refunds: { ...DEFAULT_STORE_SETTINGS.refunds, ...refunds },
  };
}

export async function saveShopSettings(token: string, refunds: Partial<RefundPolicySettings> = {}) {
  const saved = await call('PUT', '/admin/settings', { token, body: shopSettings(refunds) });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/**
 * A seeded store for the whole file, its books well stocked and these settings saved (once, or
 * before each test): the owner's token, once `beforeAll` has run.
 */
export function useStockedShop(options: { saveBeforeEach?: boolean } = {}): { token: () => string } {
  const store = useSeededStore({ per: 'suite' });
  let token = '';
  beforeAll(async () => {
    token = await store.ownerToken();
    await setStock(1000);
    if (!options.saveBeforeEach) await saveShopSettings(token);
  });
  // For files whose tests change the settings: each starts from these.
  if (options.saveBeforeEach) beforeEach(() => saveShopSettings(token));
  return { token: () => token };
}

let utrs = 0;
/** A UTR no other order of the run has sent. */
export const freshUtr = () => String(700_000_000_000 + (Date.now() % 1_000_000_000) * 100 + (utrs++ % 100));

/** orderFor's books with shopSettings' charges: ₹50 shipping, and ₹30 for cash on delivery. */
export const CHARGES = { shipping: 50, codFee: 30 } as const;
const BOOKS = [
  { productId: bookA.slug, quantity: 2, price: bookA.newPrice },
  { productId: bookB.slug, quantity: 1, price: bookB.newPrice },
];
/** One copy of bookB: the limits allow three such open orders of one person (five copies of a book). */
export const ONE_COPY = [{ productId: bookB.slug, quantity: 1, price: bookB.newPrice }];
const bodyOf = (shopper: Customer, payment: 'upi' | 'cod', lines: typeof BOOKS) =>
  orderFor(shopper, {
    paymentMethod: payment,
    products: lines.map(({ productId, quantity }) => ({ productId, quantity })),
    totalPrice: fromPaise(
      lines.reduce((sum, line) => sum + toPaise(line.price) * line.quantity, 0) +
        toPaise(CHARGES.shipping) +
        (payment === 'cod' ? toPaise(CHARGES.codFee) : 0),
    ),
  });

export type Step = { status: string; returnReason?: string; courier?: string; awb?: string } | { utr: string };

/** A new customer's order (UPI or COD), brought along `path` by the API; the owner's view of it. */
export async function orderAlong(
  token: string,
  payment: 'upi' | 'cod',
  path: Step[],
  customer?: Customer,
  lines = BOOKS,
): Promise<{ order: Order; customer: Customer }> {
  const shopper = customer ?? (await createCustomer());
  const placed = await call('POST', '/orders/create-order', {
    token: shopper.idToken,
    body: bodyOf(shopper, payment, lines),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id as string;
  for (const step of path) {
    const response =
      'utr' in step
        ? await call('POST', `/orders/${id}/payment`, { token: shopper.idToken, body: { utr: step.utr } })
        : await call('PATCH', `/admin/orders/${id}/status`, { token, body: step });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  return { order: await ownersOrder(token, id), customer: shopper };
}

export const ownersOrder = async (token: string, id: string): Promise<Order> => {
  const response = await call('GET', `/admin/orders/${id}`, { token });
  expect(response.status).toBe(200);
  return response.body as Order;
};

/** The paths that leave a paid order cancelled or returned. */
export const PAID_AND_CANCELLED: Step[] = [{ status: 'confirmed' }, { status: 'cancelled' }];
export const paidUpi = (...then: Step[]): Step[] => [{ utr: freshUtr() }, { status: 'confirmed' }, ...then];
export const SHIPPED: Step[] = [{ status: 'shipped', courier: 'delhivery', awb: 'AWB-REFUND-1' }];

/** The stored order and its e-mails, to show a refused call changed nothing. */
export async function storedState(id: string) {
  const [order, mail, audit] = await Promise.all([
    db.collection('orders').doc(id).get(),
    db.collection('mail').where('orderId', '==', id).get(),
    db.collection('orderAudit').doc(id).get(),
  ]);
  return { order: order.data(), mails: mail.size, audit: audit.data() };
}

/** The customer's e-mails of one kind about the order, oldest first. */
export async function mailsOf(id: string, kind: string) {
  const mail = await db.collection('mail').where('orderId', '==', id).where('kind', '==', kind).get();
  return mail.docs
    .map(
      (doc) =>
        doc.data() as {
          to: string[];
          message: { subject: string; text: string; html: string };
          createdAt: { toMillis(): number };
          orderStatus?: string;
          attachedBills: string[];
        },
    )
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}
