import { formatRupees, orderReference, PAYMENT_METHOD_LABELS, type Order } from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { orderFacts, orderLines } from './order-facts';
import type { MailContent, MailSettings } from './types';

/** To the owner, on every new order: enough to act on it from the phone. */
export function ownerNewOrderMail(order: Order, settings: MailSettings): MailContent {
  const total = formatRupees(order.totalPrice);
  return composeMail(
    {
      subject: `${settings.shopName}: new order ${orderReference(order)} for ${total} from ${order.name}`,
      preheader: `${order.name} ordered books for ${total}, ${PAYMENT_METHOD_LABELS[order.paymentMethod]}.`,
      heading: `New order for ${total}`,
      blocks: [
        {
          kind: 'paragraph',
          text:
            order.paymentMethod === 'cod'
              ? 'A customer placed an order, cash on delivery. It is waiting for you to confirm it.'
              : 'A customer placed an order to pay by UPI. It waits for their payment; check the UTR they send before you confirm it.',
        },
        {
          kind: 'facts',
          rows: [
            ...orderFacts(order),
            ['Name', order.name],
            ['E-mail', order.email],
            ['Phone', order.phone],
            ['City', `${order.address.city}, ${order.address.state}`],
          ],
        },
        orderLines(order),
        { kind: 'button', label: 'Open the order', href: storeLinks(settings).adminOrder(order._id) },
      ],
    },
    settings,
  );
}
