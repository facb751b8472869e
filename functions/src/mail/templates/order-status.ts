import { formatStoreDateTime, orderReference, type Order, type OrderStatus } from '@bookstore/domain';
import type { Block } from './blocks';
import { composeMail } from './compose';
import { customerCancelNews } from './customer-cancel-news';
import { storeLinks } from './links';
import { amountDue, orderFacts, shipmentFacts } from './order-facts';
import { refundPromise } from './refund-sent';
import type { MailContent, MailSettings } from './types';

interface StatusNews {
  /** Completes "Your order #1042 …" in the subject. */
  moved: string;
  heading: string;
  /** What happens next; the first sentence is the inbox preview. */
  next: [string, ...string[]];
  callout?: string;
}

/** What the e-mail quotes that the order no longer holds: the UTR "not received" took off it. */
export interface Quoted {
  refusedUtr?: string;
}

/**
 * What each move tells the customer. A Record over every status, so a status added later
 * does not compile until someone decides what (if anything) it sends.
 */
const NEWS: Record<OrderStatus, ((order: Order, quoted: Quoted) => StatusNews) | null> = {
  // The order-placed e-mail has already said everything.
  pending: null,
  // Only "not received" moves an order back here; placing one sends the order-placed e-mail.
  'awaiting-payment': (order, { refusedUtr }) => ({
    moved: 'is still waiting for its payment',
    heading: 'We have not received your payment',
    next: [
      `We could not find a UPI payment with the UTR ${refusedUtr ?? 'you sent'}. Please check it in your UPI app and send it again from your orders page, or pay again.`,
      order.paymentDueAt
        ? `You have until ${formatStoreDateTime(order.paymentDueAt)} to pay; after that the order is cancelled.`
        : 'Unpaid orders are cancelled when the time to pay runs out.',
    ],
    callout: amountDue(order),
  }),
  // The shopper has just sent the UTR themselves, and the page told them what happens next.
  'payment-submitted': null,
  confirmed: (order) => ({
    moved: 'is confirmed',
    heading: 'Your order is confirmed',
    next: [
      order.paymentMethod === 'upi'
        ? 'We have received your payment and are packing your books. We will e-mail you when the parcel ships.'
        : 'We are packing your books and will e-mail you when the parcel ships.',
    ],
    callout: amountDue(order),
  }),
  shipped: (order) => ({
    moved: 'has shipped',
    heading: 'Your parcel is on its way',
    next: ['The courier will bring it to the address you gave.'],
    callout: amountDue(order),
  }),
  delivered: () => ({
    moved: 'has been delivered',
    heading: 'Your parcel has been delivered',
    next: ['Thank you for shopping with us. We hope you enjoy your books.'],
  }),
  // A paid order's e-mail says how much is refunded, how and by when.
  cancelled: (order, quoted) => ({
    moved: 'is cancelled',
    heading: 'Your order is cancelled',
    next:
      customerCancelNews(order, quoted) ??
      (order.paymentMethod === 'upi' && order.history.at(-2)?.status === 'awaiting-payment' && !order.payment
        ? ['No payment arrived in the time allowed, so the order will not be sent and its books are back on sale.']
        : [
            refundPromise(order)
              ? 'The order will not be sent.'
              : 'The order will not be sent, and there is nothing to pay.',
          ]),
    callout: refundPromise(order),
  }),
  returned: (order) => ({
    moved: 'came back to us',
    heading: 'Your parcel came back to us',
    next: [refundPromise(order) ? 'The order is now closed.' : 'The order is now closed, and there is nothing to pay.'],
    callout: refundPromise(order),
  }),
};

/**
 * To the customer, when the order moves to `order.status`; null for a move that sends nothing.
 * `attached` names the bill of supply or credit note the move issued, which goes with the e-mail;
 * `quoted`, what the move took off the order that the e-mail still names.
 */
export function orderStatusMail(
  order: Order,
  settings: MailSettings,
  attached?: { title: string; number: string },
  quoted: Quoted = {},
): MailContent | null {
  const news = NEWS[order.status]?.(order, quoted);
  if (!news) return null;
  const blocks: Block[] = [
    ...news.next.map((text): Block => ({ kind: 'paragraph', text })),
    ...(attached
      ? [
          {
            kind: 'paragraph',
            text: `Your ${attached.title.toLowerCase()} ${attached.number} is attached (PDF).`,
          } as const,
        ]
      : []),
    ...(news.callout ? [{ kind: 'callout', text: news.callout } as const] : []),
    { kind: 'facts', rows: [...orderFacts(order), ...shipmentFacts(order)] },
    ...(order.status === 'shipped' && order.shipment
      ? [{ kind: 'button', label: 'Track parcel', href: order.shipment.trackingUrl } as const]
      : []),
    {
      kind: order.status === 'shipped' && order.shipment ? 'link' : 'button',
      label: 'See your orders',
      href: storeLinks(settings).orders,
    },
  ];
  return composeMail(
    {
      subject: `Your order ${orderReference(order)} ${news.moved} (${settings.shopName})`,
      preheader: news.next[0],
      heading: news.heading,
      blocks,
    },
    settings,
  );
}
