import { parseTicketNumber } from '@bookstore/domain';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { RequireAuth } from '@web/features/auth/components/guards';
import { VerifyEmailPanel } from '@web/features/auth/components/verify-email-panel';
import { COMPLAINT_CONFIRM_LINK, useAddMyMessage, useMyComplaint } from '@web/features/orders/api/complaints';
import { EmailLinkPage } from '@web/components/email-link-page';
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
  const [search] = useSearchParams();
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
        <EmailLinkPage link={COMPLAINT_CONFIRM_LINK} token={search.get('token') ?? ''} />
      ) : ticket ? (
        <MyComplaint number={ticket} />
      ) : (
        <p role="alert">There is no complaint {number}.</p>
      )}
    </section>
  );
}
