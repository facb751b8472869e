import {
  courierLabel,
  formatRupees,
  formatStoreDate,
  orderReference,
  RETURN_REQUEST_REASON_LABELS,
  type Order,
  type ReturnRequest,
} from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

/*
 * The customer's e-mails about a return request: approved (with the pickup, or
 * "send it back"), declined with the owner's reason, and received with the refund it made owed.
 * Where the refund goes is never in them (decision 054). Every string goes through the blocks,
 * which escape it.
 */

const booksOf = (request: ReturnRequest) => request.items.map((item) => `${item.quantity} × ${item.title}`).join(', ');

function decisionWords(order: Order, request: ReturnRequest): { subject: string; heading: string; lines: string[] } {
  switch (request.state) {
    case 'approved':
      return {
        subject: 'Your return is approved',
        heading: 'Your return is approved',
        lines: [
          request.pickup
            ? `A courier will collect the books: ${courierLabel(request.pickup.courier)}, AWB ${request.pickup.awb}. Please pack them as they came.`
            : 'Please send the books back to us by post or courier, packed as they came, with your order number inside.',
          ...(request.decisionReason ? [request.decisionReason] : []),
          'Your refund becomes due once the books reach us.',
        ],
      };
    case 'declined':
      return {
        subject: 'Your return request is declined',
        heading: 'We cannot take this return',
        lines: [
          request.decisionReason ?? '',
          'If you disagree, reply to this e-mail or raise a complaint from your orders page.',
        ],
      };
    default: {
      const due = order.refundDueBy ? ` by ${formatStoreDate(order.refundDueBy)}` : '';
      return {
        subject: 'We received your returned books',
        heading: 'Your returned books reached us',
        lines: [
          `We will refund ${formatRupees(request.refund)} for them${due}.`,
          ...(request.creditNote ? [`Your credit note ${request.creditNote.number} for them is attached (PDF).`] : []),
        ],
      };
    }
  }
}

export function returnRequestMail(order: Order, request: ReturnRequest, settings: MailSettings): MailContent {
  const words = decisionWords(order, request);
  const what = `Return of ${booksOf(request)} (${RETURN_REQUEST_REASON_LABELS[request.reason]}).`;
  return composeMail(
    {
      subject: `${words.subject}: order ${orderReference(order)} (${settings.shopName})`,
      preheader: words.lines[0] ?? what,
      heading: words.heading,
      blocks: [
        { kind: 'paragraph', text: what },
        ...words.lines.filter(Boolean).map((text) => ({ kind: 'paragraph' as const, text })),
        { kind: 'button', label: 'See your orders', href: storeLinks(settings).orders },
      ],
    },
    settings,
  );
}
