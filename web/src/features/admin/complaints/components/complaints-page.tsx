import {
  COMPLAINT_STATUSES,
  COMPLAINT_STATUS_LABELS,
  formatStoreDateTime,
  type ComplaintStatus,
} from '@bookstore/domain';
import { ownerPaths } from '@bookstore/domain/site-paths';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ComplaintThread } from '@web/components/complaint-thread';
import { MessageBox } from '@web/components/complaint-message-box';
import { PeriodRegisterForm } from '@web/features/admin/components/period-register-form';
import {
  useAdminComplaint,
  useAdminComplaints,
  useChangeComplaintStatus,
  useDownloadComplaintsRegister,
  useReplyToComplaint,
} from '../api/complaints-api';

/** The tickets, newest first, of one status or all, and the register of a period's. */
function ComplaintsList() {
  const [status, setStatus] = useState<ComplaintStatus | undefined>();
  const { data, isPending, isError } = useAdminComplaints(status);
  const register = useDownloadComplaintsRegister();
  return (
    <>
      <PeriodRegisterForm
        id="complaints-register-heading"
        title="Grievance register (CSV)"
        what="grievance register"
        download={(range) => register.mutateAsync(range)}
      />
      <label htmlFor="complaint-status-filter" className="mb-1 block text-sm font-medium">
        Status
      </label>
      <select
        id="complaint-status-filter"
        value={status ?? ''}
        onChange={(event) => setStatus((event.target.value || undefined) as ComplaintStatus | undefined)}
        className="h-10 rounded border border-gray-300 bg-gray-50 px-3"
      >
        <option value="">All</option>
        {COMPLAINT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {COMPLAINT_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      {isPending ? (
        <p role="status">Loading...</p>
      ) : isError ? (
        <p role="alert">The complaints could not be loaded.</p>
      ) : data.length === 0 ? (
        <p className="py-6 text-center text-gray-700">No complaints.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {data.map((ticket) => (
            <li key={ticket.number} className="rounded-lg bg-white p-5 shadow-sm">
              <Link
                to={ownerPaths.complaint(ticket.number)}
                className="owner-tap font-medium text-blue-700 hover:underline"
              >
                {ticket.number}: {ticket.subject}
              </Link>
              <p className="text-sm text-gray-600">
                {COMPLAINT_STATUS_LABELS[ticket.status]}, {ticket.email}, opened {formatStoreDateTime(ticket.openedAt)}
                {(ticket.answerLate || ticket.resolveLate) && <span className="font-medium text-red-800"> (late)</span>}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** One ticket: its thread, the owner's reply box, and Resolved / Closed. */
function ComplaintDetail({ number }: { number: string }) {
  const { data: complaint, isPending, isError } = useAdminComplaint(number);
  const reply = useReplyToComplaint(number);
  const change = useChangeComplaintStatus(number);
  if (isPending) return <p role="status">Loading...</p>;
  if (isError) return <p role="alert">This complaint could not be loaded.</p>;
  const open = complaint.status === 'open' || complaint.status === 'answered';
  return (
    <>
      <Link to={ownerPaths.complaints} className="owner-tap text-sm font-medium text-blue-700 hover:underline">
        All complaints
      </Link>
      <h2 className="mt-3 text-lg font-semibold">Complaint {complaint.number}</h2>
      <ComplaintThread complaint={complaint} ownerView />
      {complaint.status !== 'closed' && (
        <MessageBox
          label="Reply to the customer (e-mailed with the ticket number)"
          onSend={(message) => reply.mutateAsync(message)}
          pending={reply.isPending}
          error={reply.error?.message ?? null}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-4">
        {open && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => change.mutate('resolved')}
            disabled={change.isPending}
          >
            Mark resolved
          </button>
        )}
        {complaint.status !== 'closed' && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => change.mutate('closed')}
            disabled={change.isPending}
          >
            Close
          </button>
        )}
      </div>
      {change.error && <p role="alert">{change.error.message}</p>}
    </>
  );
}

export function ComplaintsPage({ number }: { number: string | undefined }) {
  return (
    <section aria-labelledby="complaints-heading">
      <h1 id="complaints-heading" className="mb-6 text-2xl font-semibold">
        Complaints
      </h1>
      {number ? <ComplaintDetail number={number} /> : <ComplaintsList />}
    </section>
  );
}
