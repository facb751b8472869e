import {
  formatStoreDateTime,
  ORDER_STATUS_LABELS,
  type MailKind,
  type MailState,
  type OrderMail,
} from '@bookstore/domain';
import { notify } from '@web/lib/notify';
import { useOrderMail } from '../api/order-mail';
import { useResendMail } from '../api/resend-mail';
import { showFailure } from '../../components/failure-alert';

const KIND_LABELS: Record<MailKind, string> = {
  'order-placed': 'Order confirmation to customer',
  'order-status': 'Status update to customer',
  'owner-new-order': 'New-order alert to owner',
  'low-stock': 'Low-stock alert',
  'refund-sent': 'Refund sent',
  'late-payment': 'Late payment checked',
  'return-request': 'Return request update',
  'newsletter-confirm': 'Newsletter confirmation',
  'newsletter-welcome': 'Newsletter welcome',
  'complaint-confirm': 'Complaint link',
  'complaint-received': 'Complaint acknowledged',
  'complaint-message': 'Complaint message',
  'complaint-status': 'Complaint status',
  'review-hidden': 'Review hidden',
  'review-invitation': 'Review invitation',
  'stock-alert-confirm': 'Stock alert link',
  'stock-alert': 'Back in stock',
  other: 'E-mail',
};

/**
 * Colours the app already uses (see STATUS_COLOURS), each pair AA for small text: a new
 * Tailwind colour would land in the stylesheet every page loads first.
 */
const STATE_COLOURS: Record<MailState, string> = {
  PENDING: 'bg-blue-100 text-blue-800',
  PROCESSING: 'bg-blue-700 text-white',
  RETRY: 'bg-amber-300 text-gray-900',
  SUCCESS: 'bg-green-700 text-white',
  ERROR: 'bg-red-700 text-white',
};

/** The server's messages name the error and the next try: long enough to read. */
const TOAST_MS = 6000;

function mailTitle(mail: OrderMail): string {
  return mail.kind === 'order-status' && mail.orderStatus
    ? `Status: ${ORDER_STATUS_LABELS[mail.orderStatus].toLowerCase()}`
    : KIND_LABELS[mail.kind];
}

/** The delivery state in words, with the time that matters for it. */
function stateWords(mail: OrderMail): string {
  switch (mail.state) {
    case 'PENDING':
      return 'Queued';
    case 'PROCESSING':
      return 'Sending';
    case 'RETRY':
      return mail.nextAttemptAt ? `Will retry at ${formatStoreDateTime(mail.nextAttemptAt)}` : 'Will retry';
    case 'SUCCESS':
      return mail.endedAt ? `Sent at ${formatStoreDateTime(mail.endedAt)}` : 'Sent';
    case 'ERROR':
      return 'Failed';
  }
}

/** Only a failed one, or one waiting for its next try: anything else is sent or being sent. */
const canResend = (mail: OrderMail) => mail.state === 'ERROR' || mail.state === 'RETRY';

function MailItem({ mail, orderId }: { mail: OrderMail; orderId: string }) {
  const resend = useResendMail(orderId);
  const title = mailTitle(mail);

  const send = async () => {
    try {
      const { message, mail: after } = await resend.mutateAsync(mail._id);
      (after.state === 'SUCCESS' ? notify.success : notify.warning)(message, TOAST_MS);
    } catch (error) {
      await showFailure('The e-mail could not be resent', error);
    }
  };

  return (
    <li
      data-testid="mail-item"
      className="flex flex-col gap-2 border-b border-gray-100 py-3 justify-between sm:flex-row sm:items-center"
    >
      <div className="min-w-0">
        <p className="font-medium" data-testid="mail-title">
          {title}
        </p>
        <p className="break-all text-sm text-gray-700">
          To {mail.to.join(', ')} · <time dateTime={mail.createdAt}>{formatStoreDateTime(mail.createdAt)}</time>
        </p>
        {mail.error && (
          <p className="break-all text-sm text-red-700" data-testid="mail-error">
            Error: {mail.error}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-3">
        <span className={`rounded px-2 py-0.5 text-sm ${STATE_COLOURS[mail.state]}`} data-testid="mail-state">
          {stateWords(mail)}
        </span>
        {canResend(mail) && (
          <button
            type="button"
            onClick={send}
            disabled={resend.isPending}
            className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-50"
          >
            {resend.isPending ? 'Resending…' : 'Resend'}
            <span className="sr-only"> {title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

/** Every e-mail about the order and how its delivery stands, with Resend for the ones that failed. */
export function OrderMailList({ orderId }: { orderId: string }) {
  const { data: mail, isPending, isError, refetch, isFetching } = useOrderMail(orderId);

  if (isPending) return <p className="text-gray-700">Loading e-mails…</p>;
  if (isError)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-red-700">
          The e-mails could not be loaded.
        </p>
        <button
          type="button"
          onClick={() => void refetch()}
          disabled={isFetching}
          className="font-medium text-blue-700 underline"
        >
          Try again
        </button>
      </div>
    );
  if (mail.length === 0) return <p className="text-gray-700">No e-mails for this order.</p>;
  return (
    <ul className="flex flex-col" aria-label="E-mails, oldest first">
      {mail.map((item) => (
        <MailItem key={item._id} mail={item} orderId={orderId} />
      ))}
    </ul>
  );
}
