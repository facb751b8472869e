import { COMPLAINT_STATUS_LABELS, formatStoreDateTime, type Complaint } from '@bookstore/domain';

/** "by 3 Dec 2026, 10:30 am", with "(late)" in red when the deadline was missed. */
function Deadline({ label, at, late }: { label: string; at: string; late: boolean }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd>
        <time dateTime={at}>{formatStoreDateTime(at)}</time>
        {late && <span className="font-medium text-red-800"> (late)</span>}
      </dd>
    </>
  );
}

/**
 * A ticket as both sides read it: its status, deadlines and every message, oldest first. Text
 * is rendered by React, so whatever was written (`<script>`, `$&`) shows as written.
 */
export function ComplaintThread({ complaint, ownerView = false }: { complaint: Complaint; ownerView?: boolean }) {
  return (
    <div data-testid="complaint-thread">
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">Subject</dt>
        <dd>{complaint.subject}</dd>
        <dt className="font-medium">Status</dt>
        <dd data-testid="complaint-status">{COMPLAINT_STATUS_LABELS[complaint.status]}</dd>
        {ownerView && (
          <>
            <dt className="font-medium">From</dt>
            <dd>{complaint.email}</dd>
          </>
        )}
        {complaint.orderId && (
          <>
            <dt className="font-medium">Order</dt>
            <dd>{complaint.orderId}</dd>
          </>
        )}
        <dt className="font-medium">Opened</dt>
        <dd>
          <time dateTime={complaint.openedAt}>{formatStoreDateTime(complaint.openedAt)}</time>
        </dd>
        <Deadline label="First reply by" at={complaint.answerBy} late={complaint.answerLate} />
        <Deadline label="Resolved by" at={complaint.resolveBy} late={complaint.resolveLate} />
      </dl>
      <ol className="mt-3 space-y-2">
        {complaint.messages.map((message) => (
          <li
            key={message.at}
            className={`rounded-lg border border-gray-200 p-5 ${message.from === 'shop' ? 'bg-gray-50' : 'bg-white'}`}
            data-testid="complaint-message"
          >
            <p className="text-sm text-gray-600">
              {message.from === 'shop' ? 'The shop' : ownerView ? complaint.email : 'You'},{' '}
              <time dateTime={message.at}>{formatStoreDateTime(message.at)}</time>
            </p>
            {/* One paragraph a line: no new utility class in the first load's stylesheet for it. */}
            {message.text.split('\n').map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </li>
        ))}
      </ol>
    </div>
  );
}
