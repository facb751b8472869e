import {
  formatRupees,
  formatStoreDate,
  orderReference,
  refundMeans,
  type Order,
  type RefundRecord,
} from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { orderFacts } from './order-facts';
import type { MailContent, MailSettings } from './types';

/*
 * The customer's e-mails about money owed back. Every string goes through the
 * blocks, which escape it: a reference the owner typed ($&, <script>, Devanagari) reads as typed.
 */

/** "₹250.00 by UPI, UTR 412345678901": the e-mail's words, and the history's note after "Refund". */
export const refundWords = (refund: RefundRecord) => `${formatRupees(refund.amount)} by ${refundMeans(refund)}`;

/**
 * How and by when the refund owed will be paid: the cancellation's, the return's and the late
 * payment's e-mails say it. Undefined when nothing is owed.
 */
export function refundPromise(order: Pick<Order, 'refundOwed' | 'refundDueBy' | 'paymentMethod'>): string | undefined {
  if (order.refundOwed <= 0) return undefined;
  const how =
    order.paymentMethod === 'upi'
      ? 'to the UPI account you paid from'
      : 'by UPI or bank transfer (we will contact you for the account details)';
  const by = order.refundDueBy ? ` by ${formatStoreDate(order.refundDueBy)}` : '';
  return `We will refund ${formatRupees(order.refundOwed)} ${how}${by}.`;
}

/** "Refund sent: ₹X by UPI, UTR …", to the customer, for each refund the owner records. */
export function refundSentMail(order: Order, refund: RefundRecord, settings: MailSettings): MailContent {
  const sent = `Refund sent: ${refundWords(refund)}.`;
  const left =
    order.refundOutstanding > 0
      ? `The remaining ${formatRupees(order.refundOutstanding)} of your refund will follow.`
      : `That completes your refund of ${formatRupees(order.refundOwed)}.`;
  return composeMail(
    {
      subject: `Refund sent for your order ${orderReference(order)} (${settings.shopName})`,
      preheader: sent,
      heading: 'Your refund is on its way',
      blocks: [
        { kind: 'paragraph', text: sent },
        { kind: 'paragraph', text: left },
        { kind: 'paragraph', text: 'A bank may take a few working days to show it in your account.' },
        { kind: 'facts', rows: orderFacts(order) },
        { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
      ],
    },
    settings,
  );
}

/** The owner's check of a UTR sent after the order was cancelled: refunded whole, or not found. */
export function latePaymentMail(order: Order, settings: MailSettings): MailContent {
  const received = order.latePayment?.decision === 'received';
  const utr = order.latePayment?.utr ?? '';
  const first = received
    ? `We received your UPI payment (UTR ${utr}) after the order had been cancelled, so the order stays cancelled.`
    : `We could not find a UPI payment with the UTR ${utr} that you sent after the order was cancelled.`;
  const next = received
    ? (refundPromise(order) ?? '')
    : 'If the money left your account, please reply to this e-mail with your bank statement and we will check again.';
  return composeMail(
    {
      subject: `${received ? 'Your late payment will be refunded' : 'Your late payment was not found'}: order ${orderReference(order)} (${settings.shopName})`,
      preheader: first,
      heading: received ? 'Your payment will be refunded' : 'We could not find your payment',
      blocks: [
        { kind: 'paragraph', text: first },
        { kind: 'paragraph', text: next },
        { kind: 'facts', rows: orderFacts(order) },
        { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
      ],
    },
    settings,
  );
}
