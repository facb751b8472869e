import { orderReference, type Order } from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { amountDue, deliveryAddress, orderFacts, orderLines } from './order-facts';
import type { MailContent, MailSettings } from './types';

/** To the customer, when the order is placed: the receipt they keep until the parcel comes. */
export function orderPlacedMail(order: Order, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `Your order ${orderReference(order)} at ${settings.shopName}`,
      preheader: amountDue(order) ?? 'We have your order.',
      heading: `Thank you for your order, ${order.name}`,
      blocks: [
        { kind: 'paragraph', text: 'We have your order. We will e-mail you when we confirm it and when it ships.' },
        {
          kind: 'facts',
          rows: [
            ...orderFacts(order),
            ['Deliver to', deliveryAddress(order.name, order.address)],
            ['Phone', order.phone],
          ],
        },
        orderLines(order),
        ...(amountDue(order) ? [{ kind: 'callout', text: amountDue(order)! } as const] : []),
        { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
      ],
    },
    settings,
  );
}
