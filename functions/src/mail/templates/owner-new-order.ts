import { formatRupees, type Order } from '@bookstore/domain';
import { escapeHtml } from './html';
import { htmlLayout } from './layout';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

/** To the owner, on every new order. */
export function ownerNewOrderMail(order: Order, settings: MailSettings): MailContent {
  const subject = `New order ${order._id}: ${formatRupees(order.totalPrice)}`;
  const link = storeLinks(settings).adminOrder(order._id);
  const lines = order.products.map((line) => `${line.title} × ${line.quantity}`);
  return {
    subject,
    text: [`${order.name} <${order.email}> ordered:`, ...lines, `Total: ${formatRupees(order.totalPrice)}`, link].join(
      '\n',
    ),
    html: htmlLayout(
      subject,
      `<p>${escapeHtml(order.name)} &lt;${escapeHtml(order.email)}&gt; ordered:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p><a href="${escapeHtml(link)}">Open the order</a></p>`,
      settings,
    ),
  };
}
