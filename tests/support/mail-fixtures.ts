import type { Order, OrderStatus } from '@bookstore/domain';
import { lowStockMail } from '../../functions/src/mail/templates/low-stock';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../functions/src/mail/templates/newsletter';
import { orderPlacedMail } from '../../functions/src/mail/templates/order-placed';
import { orderStatusMail } from '../../functions/src/mail/templates/order-status';
import { ownerNewOrderMail } from '../../functions/src/mail/templates/owner-new-order';
import type { MailContent, MailSettings } from '../../functions/src/mail/templates/types';

/** Templates rendered with fixtures, for the template tests and the 375 px look in e2e/mail-looks.e2e.ts. */
export const SETTINGS: MailSettings = { shopName: 'Book Nook & Co', siteOrigin: 'https://shop.example.in' };

export const XSS_NAME = '<img src=x onerror=alert(1)>';
export const HOSTILE_STREET = '"><img src=x onerror=alert(2)> 12 MG Road';
export const HOSTILE_TITLE = '<script>alert("title")</script> & Sons';
/** One unbroken word wider than a phone: it must wrap, not widen the e-mail. */
export const LONG_TITLE = `The ${'Unputdownable'.repeat(6)} Chronicles of a Very Long Title That Keeps Going`;
export const LONG_EMAIL = 'a.very.long.customer.address.that.keeps.going@an-extremely-long-domain-name.example.co.in';

/** 19:45 UTC on 14 March is 01:15 on 15 March in Asia/Kolkata: the store's date differs from UTC's. */
export const CREATED_AT = '2026-03-14T19:45:00.000Z';

/** Lines of 2 × ₹499.75 (₹999.50), ₹135.00 and ₹100.00: ₹1,234.50 in all. */
export function fixtureOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'Ord3rNumb3rX7kQ2mZ9',
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    address: {
      street: '12 MG Road',
      landmark: 'Opposite the old post office',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411001',
      country: 'India',
    },
    products: [
      { productId: 'b1', title: 'A Suitable Boy', quantity: 2, price: 499.75 },
      { productId: 'b2', title: 'Malgudi Days', quantity: 1, price: 135 },
      { productId: 'b3', title: 'The God of Small Things', quantity: 1, price: 100 },
    ],
    productIds: ['b1', 'b2', 'b3'],
    number: 1042,
    paymentMethod: 'cod',
    subtotal: 1234.5,
    shippingCharge: 0,
    codFee: 0,
    totalPrice: 1234.5,
    status: 'pending',
    history: [{ status: 'pending', at: CREATED_AT, by: 'asha@example.in' }],
    createdAt: CREATED_AT,
    refundOwed: 0,
    refunds: [],
    refundOutstanding: 0,
    ...overrides,
  };
}

/** An order written to break things: hostile and very long text in every field a customer types. */
export function hostileOrder(): Order {
  const order = fixtureOrder({ name: XSS_NAME, email: LONG_EMAIL });
  return {
    ...order,
    address: { ...order.address, street: HOSTILE_STREET, landmark: 'Near <b>the temple</b>' },
    products: [
      { ...order.products[0]!, title: HOSTILE_TITLE },
      { ...order.products[1]!, title: LONG_TITLE },
      order.products[2]!,
    ],
  };
}

export const statusOrder = (status: OrderStatus, order: Order = fixtureOrder()): Order => ({ ...order, status });

export const CONFIRM_URL = `${SETTINGS.siteOrigin}/newsletter/confirm?token=c0nf1rm`;
export const UNSUBSCRIBE_URL = `${SETTINGS.siteOrigin}/newsletter/unsubscribe?token=uns&id=7`;

/** Every e-mail the store sends, rendered with `order` where it takes one. */
export function everyMail(order: Order = fixtureOrder()): Array<[name: string, mail: MailContent]> {
  const status = (s: OrderStatus) => orderStatusMail(statusOrder(s, order), SETTINGS)!;
  return [
    ['order-placed', orderPlacedMail(order, SETTINGS)],
    ['status-confirmed', status('confirmed')],
    ['status-shipped', status('shipped')],
    ['status-delivered', status('delivered')],
    ['status-cancelled', status('cancelled')],
    ['status-returned', status('returned')],
    ['owner-new-order', ownerNewOrderMail(order, SETTINGS)],
    ['low-stock', lowStockMail({ id: 'b2', title: order.products[1]!.title, stock: 2 }, SETTINGS)],
    ['newsletter-confirm', newsletterConfirmMail({ confirmUrl: CONFIRM_URL, expiresInHours: 24 }, SETTINGS)],
    ['newsletter-welcome', newsletterWelcomeMail({ unsubscribeUrl: UNSUBSCRIBE_URL }, SETTINGS)],
  ];
}
