import type { Order, OrderStatus } from '@bookstore/domain';
import type { Block } from './blocks';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { orderFacts, payOnDelivery } from './order-facts';
import type { MailContent, MailSettings } from './types';

interface StatusNews {
  /** Completes "Your order <id> …" in the subject. */
  moved: string;
  heading: string;
  /** What happens next; the first sentence is the inbox preview. */
  next: [string, ...string[]];
  callout?: string;
}

/**
 * What each move tells the customer. A Record over every status, so a status added later
 * does not compile until someone decides what (if anything) it sends.
 */
const NEWS: Record<OrderStatus, ((order: Order) => StatusNews) | null> = {
  // The order-placed e-mail has already said everything.
  pending: null,
  confirmed: (order) => ({
    moved: 'is confirmed',
    heading: 'Your order is confirmed',
    next: ['We are packing your books and will e-mail you when the parcel ships.'],
    callout: payOnDelivery(order),
  }),
  shipped: (order) => ({
    moved: 'has shipped',
    heading: 'Your parcel is on its way',
    next: ['The courier will bring it to the address you gave.'],
    callout: payOnDelivery(order),
  }),
  delivered: () => ({
    moved: 'has been delivered',
    heading: 'Your parcel has been delivered',
    next: ['Thank you for shopping with us. We hope you enjoy your books.'],
  }),
  cancelled: () => ({
    moved: 'is cancelled',
    heading: 'Your order is cancelled',
    next: ['The order will not be sent, and there is nothing to pay.'],
  }),
  returned: () => ({
    moved: 'came back to us',
    heading: 'Your parcel came back to us',
    next: ['The order is now closed, and there is nothing to pay.'],
  }),
};

/** To the customer, when the order moves to `order.status`; null for a move that sends nothing. */
export function orderStatusMail(order: Order, settings: MailSettings): MailContent | null {
  const news = NEWS[order.status]?.(order);
  if (!news) return null;
  const blocks: Block[] = [
    ...news.next.map((text): Block => ({ kind: 'paragraph', text })),
    ...(news.callout ? [{ kind: 'callout', text: news.callout } as const] : []),
    { kind: 'facts', rows: orderFacts(order) },
    { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
  ];
  return composeMail(
    {
      subject: `Your order ${order._id} ${news.moved} (${settings.shopName})`,
      preheader: news.next[0],
      heading: news.heading,
      blocks,
    },
    settings,
  );
}
