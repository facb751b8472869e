import type { Order } from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { deliveryAddress, orderFacts, orderLines, payOnDelivery } from './order-facts';
import type { MailContent, MailSettings } from './types';

/** To the customer, when the order is placed: the receipt they keep until the parcel comes. */
export function orderPlacedMail(order: Order, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `Your order ${order._id} at ${settings.shopName}`,
      preheader: payOnDelivery(order),
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
        { kind: 'callout', text: payOnDelivery(order) },
        { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
      ],
    },
    settings,
  );
}
