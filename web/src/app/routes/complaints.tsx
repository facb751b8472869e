import { parseTicketNumber } from '@bookstore/domain';
import { complaintPath } from '@bookstore/domain/site-paths';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@web/features/auth/components/guards';
import { VerifyEmailPanel } from '@web/features/auth/components/verify-email-panel';
import { useAddMyMessage, useConfirmComplaint, useMyComplaint } from '@web/features/orders/api/complaints';
import { ComplaintForm } from '@web/features/orders/after-sales/complaint-form';
import { ComplaintThread } from '@web/components/complaint-thread';
import { MessageBox } from '@web/components/complaint-message-box';
import { useAuth } from '@web/lib/auth-context';
import { usePageMeta } from '@web/lib/page-meta';

/* /complaints/new, /complaints/confirm?token= and /complaints/<number>: one lazy chunk, opened by not-found.tsx. */

function NewComplaint() {
  const [search] = useSearchParams();
  const orderId = search.get('order') ?? undefined;
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Raise a complaint</h1>
      {orderId && <p className="mb-4 text-sm text-gray-600">About order {orderId}</p>}
      <ComplaintForm orderId={orderId} />
    </>
  );
}

/** The Contact page's link: the button makes the POST (mail scanners open links). */
function ConfirmComplaint() {
  const [search] = useSearchParams();
  const confirm = useConfirmComplaint();
  const token = search.get('token') ?? '';
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold">Confirm your complaint</h1>
      {confirm.data ? (
        <p role="status">
          {confirm.data.message}{' '}
          <Link to={complaintPath(confirm.data.complaint.number)} className="font-medium text-blue-700 hover:underline">
            See it (sign in with this address)
          </Link>
        </p>
      ) : (
        <button
          type="button"
          className="btn-primary"
          onClick={() => confirm.mutate(token)}
          disabled={confirm.isPending}
        >
          Open my complaint
        </button>
      )}
      {confirm.error && <p role="alert">{confirm.error.message}</p>}
    </>
  );
}

function Thread({ number }: { number: string }) {
  const { data: complaint, isPending, isError, error } = useMyComplaint(number);
  const add = useAddMyMessage(number);
  if (isPending) return <p role="status">Loading...</p>;
  if (isError) return <p role="alert">{error.message}</p>;
  return (
    <>
      <ComplaintThread complaint={complaint} />
      {complaint.status !== 'closed' && (
        <MessageBox
          label="Add a message"
          onSend={(message) => add.mutateAsync(message)}
          pending={add.isPending}
          error={add.error?.message ?? null}
        />
      )}
    </>
  );
}

function MyComplaint({ number }: { number: string }) {
  const { user } = useAuth();
  return (
    <RequireAuth>
      <h1 className="mb-6 text-2xl font-semibold">Complaint {number}</h1>
      {user?.emailVerified ? <Thread number={number} /> : <VerifyEmailPanel purpose="see your complaint" />}
    </RequireAuth>
  );
}

export function Component() {
  // Reached through the catch-all route (not-found.tsx): the number is the path's second segment.
  const number = decodeURIComponent(useLocation().pathname.split('/')[2] ?? '');
  usePageMeta('Complaint', 'Your complaint to the shop, its ticket number, status and replies.');
  const ticket = parseTicketNumber(number);
  // Braces: Chromium's scrollTo now answers a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [number]);
  return (
    <section className="mx-auto max-w-3xl">
      {number === 'new' ? (
        <NewComplaint />
      ) : number === 'confirm' ? (
        <ConfirmComplaint />
      ) : ticket ? (
        <MyComplaint number={ticket} />
      ) : (
        <p role="alert">There is no complaint {number}.</p>
      )}
    </section>
  );
}
