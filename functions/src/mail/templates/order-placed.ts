import { formatRupees, formatStoreDateTime, type Order } from '@bookstore/domain';
import { escapeHtml } from './html';
import { htmlLayout } from './layout';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

/** To the customer, when the order is placed. */
export function orderPlacedMail(order: Order, settings: MailSettings): MailContent {
  const total = formatRupees(order.totalPrice);
  const subject = `Your order ${order._id} at ${settings.shopName}`;
  const lines = order.products.map(
    (line) =>
      `${line.title} × ${line.quantity} at ${formatRupees(line.price)} = ${formatRupees(line.price * line.quantity)}`,
  );
  const address = [
    order.address.street,
    order.address.city,
    order.address.state,
    order.address.zipcode,
    order.address.country,
  ];
  const text = [
    `Thank you, ${order.name}. Order ${order._id}, placed ${formatStoreDateTime(order.createdAt)}.`,
    ...lines,
    `Total: ${total}`,
    `Deliver to: ${address.join(', ')}`,
    `Pay ${total} in cash when your parcel arrives.`,
    `Your orders: ${storeLinks(settings).orders}`,
  ].join('\n');
  const html = htmlLayout(
    subject,
    `<p>Thank you, ${escapeHtml(order.name)}.</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>Total: ${escapeHtml(total)}</p><p>${escapeHtml(address.join(', '))}</p><p>Pay ${escapeHtml(total)} in cash when your parcel arrives.</p><p><a href="${escapeHtml(storeLinks(settings).orders)}">Your orders</a></p>`,
    settings,
  );
  return { subject, text, html };
}
