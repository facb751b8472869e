import { formatRupees, formatStoreDate, LOW_STOCK_THRESHOLD, ORDER_STATUSES } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { lowStockMail } from '../../src/mail/templates/low-stock';
import { newsletterConfirmMail, newsletterWelcomeMail } from '../../src/mail/templates/newsletter';
import { orderPlacedMail } from '../../src/mail/templates/order-placed';
import { orderStatusMail } from '../../src/mail/templates/order-status';
import { ownerNewOrderMail } from '../../src/mail/templates/owner-new-order';
import { latePaymentMail, refundSentMail } from '../../src/mail/templates/refund-sent';
import {
  CONFIRM_URL,
  everyMail,
  fixtureOrder,
  HOSTILE_STREET,
  HOSTILE_TITLE,
  hostileOrder,
  SETTINGS,
  statusOrder,
  UNSUBSCRIBE_URL,
  XSS_NAME,
} from '../../../tests/support/mail-fixtures';

const PAY = 'Pay ₹1,234.50 in cash when your parcel arrives';
/** What a browser would show for `value` once the HTML has been parsed: the escaped form. */
const escaped = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

describe('every e-mail', () => {
  it.each(everyMail())('%s has a one-line subject with the shop name, a text part and an HTML part', (_, mail) => {
    expect(mail.subject.trim()).not.toBe('');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain(SETTINGS.shopName);
    expect(mail.text).toContain(`\n${SETTINGS.shopName}\n`);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(escaped(SETTINGS.shopName));
  });

  it.each(everyMail())('%s links only to the configured origin and loads nothing', (_, mail) => {
    expect(hrefs(mail.html).length).toBeGreaterThan(0);
    for (const href of hrefs(mail.html)) expect(href.startsWith(`${SETTINGS.siteOrigin}/`)).toBe(true);
    expect(mail.html).not.toMatch(/<script|<img|<link|<style|src=|url\(|@import/i);
    // The same links are readable in the text part.
    for (const href of hrefs(mail.html)) expect(mail.text).toContain(href);
  });

  it.each(everyMail())('%s fits a phone: one column of at most 600 px whose long words wrap', (_, mail) => {
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.html).toContain('overflow-wrap:anywhere');
  });
});

describe('order placed', () => {
  const order = fixtureOrder();
  const mail = orderPlacedMail(order, SETTINGS);

  it('says what to pay on delivery, in both parts, through the store formatter', () => {
    expect(mail.text).toContain(PAY);
    expect(mail.html).toContain(PAY);
    expect(PAY).toContain(formatRupees(order.totalPrice));
  });

  it('lists each book with quantity, price and line total, and the total', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('A Suitable Boy');
      expect(part).toContain('2 × ₹499.75');
      expect(part).toContain('₹999.50');
      expect(part).toContain('1 × ₹135.00');
      expect(part).toContain('₹1,234.50');
    }
    expect(mail.text).toContain('2 × ₹499.75 = ₹999.50');
    expect(mail.text).toContain('Total: ₹1,234.50');
  });

  it('gives the order number and the date on the store clock (Asia/Kolkata), not UTC', () => {
    expect(order.createdAt.startsWith('2026-03-14')).toBe(true);
    expect(formatStoreDate(order.createdAt)).toBe('15 Mar 2026');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('#1042');
      expect(part).toContain('15 Mar 2026, 1:15');
      expect(part).not.toContain('14 Mar 2026');
    }
  });

  it('gives the delivery address with its landmark, and no landmark line when there is none', () => {
    expect(mail.text).toContain('12 MG Road');
    expect(mail.text).toContain('Landmark: Opposite the old post office');
    expect(mail.text).toContain('Pune, Maharashtra 411001');
    expect(mail.html).toContain('Pune, Maharashtra 411001');
    const plain = fixtureOrder();
    delete plain.address.landmark;
    expect(orderPlacedMail(plain, SETTINGS).text).not.toContain('Landmark');
  });

  it('links to /orders on the configured origin', () => {
    expect(hrefs(mail.html)).toContain(`${SETTINGS.siteOrigin}/orders`);
    expect(mail.text).toContain(`${SETTINGS.siteOrigin}/orders`);
  });
});

describe('what customers typed', () => {
  const order = hostileOrder();
  const customer = orderPlacedMail(order, SETTINGS);
  const owner = ownerNewOrderMail(order, SETTINGS);
  const low = lowStockMail({ id: 'b1', title: HOSTILE_TITLE, stock: 1 }, SETTINGS);

  it.each([
    ['order placed', customer],
    ['owner alert', owner],
  ])('arrives as text in the %s HTML, and as typed in its text part', (_, mail) => {
    expect(mail.html).not.toMatch(/<img|<script|<b>/i);
    expect(mail.html).toContain(escaped(XSS_NAME));
    expect(mail.html).toContain(escaped(HOSTILE_TITLE));
    expect(mail.text).toContain(XSS_NAME);
    expect(mail.text).toContain(HOSTILE_TITLE);
  });

  it('escapes the address, quotes included', () => {
    expect(customer.html).toContain(escaped(HOSTILE_STREET));
    expect(customer.html).toContain('Near &lt;b&gt;the temple&lt;/b&gt;');
    expect(customer.text).toContain(HOSTILE_STREET);
  });

  it("gives the owner the customer's name, e-mail, phone and city, escaped", () => {
    expect(owner.html).toContain(escaped(XSS_NAME));
    expect(owner.html).toContain(order.email);
    expect(owner.text).toContain(`Phone: ${order.phone}`);
    expect(owner.text).toContain('City: Pune, Maharashtra');
  });

  it('escapes a book title in the low-stock alert', () => {
    expect(low.html).not.toContain('<script');
    expect(low.html).toContain(escaped(HOSTILE_TITLE));
    expect(low.text).toContain(HOSTILE_TITLE);
  });

  it('cannot leave an attribute through a quote in a link', () => {
    const mail = newsletterWelcomeMail(
      { unsubscribeUrl: `${SETTINGS.siteOrigin}/u?t="onmouseover="alert(1)` },
      SETTINGS,
    );
    expect(mail.html).not.toContain('"onmouseover="');
    expect(mail.html).toContain('&quot;onmouseover=&quot;alert(1)');
  });

  it('never puts a line break into a subject', () => {
    const name = 'Asha\r\nBcc: victim@example.com\n\tRao';
    const mails = [
      ownerNewOrderMail(fixtureOrder({ name }), SETTINGS),
      lowStockMail({ id: 'b1', title: 'Two\nLines\u2028Here', stock: 3 }, SETTINGS),
      orderPlacedMail(fixtureOrder(), { ...SETTINGS, shopName: 'Book\r\nNook' }),
    ];
    for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n\t\u2028]/);
    expect(mails[0]!.subject).toContain('Asha Bcc: victim@example.com Rao');
    expect(mails[1]!.subject).toContain('Two Lines Here');
  });
});

describe('status moves', () => {
  const order = fixtureOrder();

  // Placing an order sends its own e-mail; a shopper who sent a UTR was told on the page.
  const SILENT = ['pending', 'payment-submitted'];

  it('sends nothing for pending or payment-submitted', () => {
    for (const status of SILENT) expect(orderStatusMail(statusOrder(status as 'pending'), SETTINGS)).toBeNull();
  });

  it.each(ORDER_STATUSES.filter((status) => !SILENT.includes(status)))(
    'sends one short e-mail for %s with the order number and a link to /orders',
    (status) => {
      const mail = orderStatusMail(statusOrder(status), SETTINGS)!;
      expect(mail.subject).toContain('Your order #1042 ');
      expect(mail.text).toContain('Order number: #1042');
      expect(mail.html).toContain('#1042');
      expect(mail.subject).not.toContain(order._id);
      expect(hrefs(mail.html)).toContain(`${SETTINGS.siteOrigin}/orders`);
    },
  );

  it('names an order placed before numbers existed by its id', () => {
    const { number: _none, ...old } = statusOrder('confirmed');
    const mail = orderStatusMail(old, SETTINGS)!;
    expect(mail.subject).toContain(`Your order ${order._id} `);
    expect(mail.text).toContain(`Order number: ${order._id}`);
  });

  it('gives each move its own subject', () => {
    const subjects = ORDER_STATUSES.map((status) => orderStatusMail(statusOrder(status), SETTINGS)?.subject);
    expect(new Set(subjects.filter(Boolean)).size).toBe(ORDER_STATUSES.length - SILENT.length);
  });

  it('gives the courier, the AWB and a Track parcel link when shipped with them', () => {
    const shipped = statusOrder(
      'shipped',
      fixtureOrder({
        shipment: {
          courier: 'delhivery',
          awb: 'DL123456789',
          trackingUrl: 'https://www.delhivery.com/track/package/DL123456789',
        },
      }),
    );
    const mail = orderStatusMail(shipped, SETTINGS)!;
    expect(mail.text).toContain('Courier: Delhivery');
    expect(mail.text).toContain('AWB: DL123456789');
    expect(mail.text).toContain('Track parcel: https://www.delhivery.com/track/package/DL123456789');
    expect(hrefs(mail.html)).toContain('https://www.delhivery.com/track/package/DL123456789');
  });

  it('asks a UPI shopper to pay again when the payment was not found, and never for cash', () => {
    const waiting = statusOrder('awaiting-payment', fixtureOrder({ paymentMethod: 'upi' }));
    const text = orderStatusMail(waiting, SETTINGS)!.text;
    expect(text).toContain('We have not received your payment');
    expect(text).toContain('Pay ₹1,234.50 by UPI from your orders page');
    expect(text).not.toContain('in cash');
    expect(orderStatusMail(statusOrder('confirmed', fixtureOrder({ paymentMethod: 'upi' })), SETTINGS)!.text).toContain(
      'We have received your payment',
    );
  });

  it('asks for cash on arrival when shipped, and for nothing once cancelled or returned', () => {
    const text = (status: (typeof ORDER_STATUSES)[number]) => orderStatusMail(statusOrder(status), SETTINGS)!.text;
    expect(text('shipped')).toContain(PAY);
    expect(text('cancelled')).toContain('nothing to pay');
    expect(text('cancelled')).not.toContain('Pay ₹');
    expect(text('returned')).toContain('closed');
    expect(text('returned')).toContain('nothing to pay');
    expect(text('returned')).not.toContain('Pay ₹');
    expect(text('delivered')).not.toContain('Pay ₹');
  });
});

describe('refunds', () => {
  const DUE = '2026-03-21T19:45:00.000Z';
  const owing = (status: 'cancelled' | 'returned', paymentMethod: 'upi' | 'cod') =>
    statusOrder(
      status,
      fixtureOrder({ paymentMethod, refundOwed: 1234.5, refundOutstanding: 1234.5, refundDueBy: DUE }),
    );

  it('the cancellation or return of a paid order says how much is refunded, how and by when, never “nothing to pay”', () => {
    const cancelled = orderStatusMail(owing('cancelled', 'upi'), SETTINGS)!;
    expect(cancelled.text).toContain(
      `We will refund ₹1,234.50 to the UPI account you paid from by ${formatStoreDate(DUE)}.`,
    );
    expect(cancelled.text).not.toContain('nothing to pay');
    const returned = orderStatusMail(owing('returned', 'cod'), SETTINGS)!;
    expect(returned.text).toContain('We will refund ₹1,234.50 by UPI or bank transfer');
    expect(returned.text).not.toContain('nothing to pay');
  });

  it('each refund sent says the amount, the method and its reference, escaped in the HTML', () => {
    const odd = `$& $' <script>alert(1)</script> =cmd रसीद ४२`;
    const order = fixtureOrder({ status: 'cancelled', refundOwed: 1234.5, refundOutstanding: 234.5 });
    const upi = refundSentMail(order, { amount: 1000, method: 'upi', reference: '412345678901' }, SETTINGS);
    expect(upi.subject).toBe('Refund sent for your order #1042 (Book Nook & Co)');
    expect(upi.text).toContain('Refund sent: ₹1,000.00 by UPI, UTR 412345678901.');
    expect(upi.text).toContain('The remaining ₹234.50 of your refund will follow.');
    const cash = refundSentMail(
      { ...order, refundOutstanding: 0 },
      { amount: 234.5, method: 'cash', reference: odd },
      SETTINGS,
    );
    expect(cash.text).toContain(`Refund sent: ₹234.50 by cash, reference ${odd}.`);
    expect(cash.text).toContain('That completes your refund of ₹1,234.50.');
    expect(cash.html).toContain(escaped(odd).replace(/'/g, '&#39;'));
    expect(cash.html).not.toMatch(/<script/);
  });

  it('a late payment received promises its refund; one not found asks for the statement', () => {
    const late = { utr: '412345678903', submittedAt: DUE };
    const received = latePaymentMail(
      {
        ...owing('cancelled', 'upi'),
        latePayment: { ...late, decision: 'received' },
      },
      SETTINGS,
    );
    expect(received.text).toContain('We received your UPI payment (UTR 412345678903)');
    expect(received.text).toContain('We will refund ₹1,234.50');
    const missing = latePaymentMail(
      statusOrder('cancelled', fixtureOrder({ latePayment: { ...late, decision: 'not-received' } })),
      SETTINGS,
    );
    expect(missing.text).toContain('We could not find a UPI payment with the UTR 412345678903');
    expect(missing.text).not.toContain('We will refund');
  });
});

describe('charges and contacts', () => {
  it('lists shipping and the COD fee under the books, and leaves out a zero charge', () => {
    const priced = fixtureOrder({ subtotal: 1234.5, shippingCharge: 40, codFee: 25.5, totalPrice: 1300 });
    const mail = orderPlacedMail(priced, SETTINGS);
    expect(mail.text).toContain('Shipping: ₹40.00');
    expect(mail.text).toContain('Cash on delivery fee: ₹25.50');
    expect(mail.text).toContain('Total: ₹1,300.00');
    expect(mail.html).toContain('₹25.50');
    const free = orderPlacedMail(fixtureOrder(), SETTINGS).text;
    expect(free).not.toContain('Shipping:');
    expect(free).not.toContain('fee:');
  });

  it('signs with the shop’s customer-care contacts, escaped', () => {
    const settings = { ...SETTINGS, support: { email: 'care@shop.example.in', phone: '+91 <b>99</b>' } };
    const mail = orderPlacedMail(fixtureOrder(), settings);
    expect(mail.text).toContain('Customer care: care@shop.example.in · +91 <b>99</b>');
    expect(mail.html).toContain('+91 &lt;b&gt;99&lt;/b&gt;');
  });
});

describe('owner alerts', () => {
  it('links the new order to its admin page', () => {
    const mail = ownerNewOrderMail(fixtureOrder(), SETTINGS);
    expect(hrefs(mail.html)).toContain(`${SETTINGS.siteOrigin}/dashboard/orders/Ord3rNumb3rX7kQ2mZ9`);
    expect(mail.text).toContain('Total: ₹1,234.50');
    expect(mail.text).toContain('2 × ₹499.75 = ₹999.50');
  });

  it('gives the book, the copies left and the threshold, with a link to edit the book', () => {
    const mail = lowStockMail({ id: 'book/1', title: 'Malgudi Days', stock: 1 }, SETTINGS);
    expect(mail.subject).toContain('Malgudi Days (1 copy left)');
    expect(mail.text).toContain('Copies left: 1');
    expect(mail.text).toContain(`Low-stock threshold: ${LOW_STOCK_THRESHOLD} copies`);
    expect(hrefs(mail.html)).toContain(`${SETTINGS.siteOrigin}/dashboard/edit-book/book%2F1`);
  });
});

describe('newsletter', () => {
  it('asks to confirm with a one-time link and says when it expires', () => {
    const mail = newsletterConfirmMail({ confirmUrl: CONFIRM_URL, expiresInHours: 24 }, SETTINGS);
    expect(hrefs(mail.html)).toContain(CONFIRM_URL);
    expect(mail.text).toContain(CONFIRM_URL);
    expect(mail.text).toContain('The link works once and expires in 24 hours.');
    expect(mail.html).toContain('expires in 24 hours');
  });

  it('still renders from the confirm link alone', () => {
    const mail = newsletterConfirmMail({ confirmUrl: CONFIRM_URL }, SETTINGS);
    expect(mail.text).toContain('works once');
    expect(mail.text).toContain(CONFIRM_URL);
  });

  it('welcomes with the unsubscribe link in the body and in the List-Unsubscribe headers', () => {
    const mail = newsletterWelcomeMail({ unsubscribeUrl: UNSUBSCRIBE_URL }, SETTINGS);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${UNSUBSCRIBE_URL}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(hrefs(mail.html)).toContain(UNSUBSCRIBE_URL);
    expect(mail.text).toContain(`Unsubscribe: ${UNSUBSCRIBE_URL}`);
  });

  it('carries no headers property on e-mails without headers (Firestore refuses undefined)', () => {
    expect('headers' in newsletterConfirmMail({ confirmUrl: CONFIRM_URL }, SETTINGS)).toBe(false);
  });
});
