import type { Order, OrderStatus } from '@bookstore/domain';
import { escapeHtml } from './html';
import { htmlLayout } from './layout';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

const NEXT: Partial<Record<OrderStatus, string>> = {
  confirmed: 'We have confirmed your order and are packing it.',
  shipped: 'Your parcel is on its way.',
  delivered: 'Your parcel has been delivered.',
  cancelled: 'Your order has been cancelled. You pay nothing.',
  returned: 'Your parcel came back to us; the order is closed.',
};

/** To the customer, when the order moves to `order.status`; null for a move that sends nothing. */
export function orderStatusMail(order: Order, settings: MailSettings): MailContent | null {
  const next = NEXT[order.status];
  if (!next) return null;
  const subject = `Order ${order._id} is ${order.status}`;
  const link = storeLinks(settings).orders;
  return {
    subject,
    text: `${next}\n\nYour orders: ${link}`,
    html: htmlLayout(
      subject,
      `<p>${escapeHtml(next)}</p><p><a href="${escapeHtml(link)}">Your orders</a></p>`,
      settings,
    ),
  };
}
