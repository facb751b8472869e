import { formatRupees, type DailyQueue as Queue } from '@bookstore/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ComplaintsQueue } from '../../complaints/components/complaints-queue';
import { countOf, formatCount } from '../../components/counts';
import {
  CASH_PENDING_VIEW,
  LATE_PAYMENTS_VIEW,
  ordersListPath,
  REFUNDS_VIEW,
  RETURNS_VIEW,
} from '../../orders/components/orders-list-address';

interface Figure {
  label: string;
  value: string;
  to: string;
  testId: string;
  /** A line under the figure: the refunds' oldest age and how many are overdue. */
  note?: ReactNode;
}

function QueueFigure({ label, value, to, testId, note }: Figure) {
  return (
    // Named by what it shows (no aria-label, which axe requires to contain the visible text): the
    // hidden colon makes it read "Payments to check: 2".
    <Link to={to} className="block rounded-lg bg-white p-6 shadow-sm hover:bg-blue-50">
      <span className="block text-sm text-gray-600">
        {label}
        <span className="sr-only">: </span>
      </span>
      <span className="mt-1 block text-2xl font-bold" data-testid={testId}>
        {value}
      </span>
      {note && (
        <>
          {' '}
          <span className="block text-sm text-gray-600">{note}</span>
        </>
      )}
    </Link>
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `since` to now. */
function daysSince(since: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - Date.parse(since)) / DAY_MS));
}

/** How long the oldest refund has been owed, and how many are past their due date (overdue in red). */
function RefundsNote({ oldestOwedAt, overdue }: { oldestOwedAt: string; overdue: number }) {
  const days = daysSince(oldestOwedAt);
  return (
    <span data-testid="queue-refunds-note">
      oldest owed {countOf(days, 'day', 'days')}
      {overdue > 0 && <span className="font-medium text-red-800">; {formatCount(overdue)} overdue</span>}
    </span>
  );
}

/** What waits on the owner today, each figure opening the orders list it counts. */
export function DailyQueue({ queue }: { queue: Queue }) {
  const { paymentsToCheck, ordersToShip, cashPending, refundsToMake, latePayments, returnRequests } = queue;
  return (
    <section aria-labelledby="queue-heading" className="mb-6">
      <h2 id="queue-heading" className="mb-3 text-lg font-semibold">
        Today’s queue
      </h2>
      <div className="grid gap-6 lg:grid-cols-3">
        <QueueFigure
          label="Payments to check"
          value={formatCount(paymentsToCheck)}
          to={ordersListPath({ status: 'payment-submitted' })}
          testId="queue-payments"
        />
        <QueueFigure
          label="Orders to ship"
          value={formatCount(ordersToShip)}
          to={ordersListPath({ status: 'confirmed' })}
          testId="queue-to-ship"
        />
        <QueueFigure
          label="Cash pending from couriers"
          value={`${formatRupees(cashPending.amount)} (${countOf(cashPending.count, 'order', 'orders')})`}
          to={ordersListPath({ view: CASH_PENDING_VIEW })}
          testId="queue-cash"
        />
        <QueueFigure
          label="Refunds to make"
          value={`${formatRupees(refundsToMake.amount)} (${countOf(refundsToMake.count, 'order', 'orders')})`}
          to={ordersListPath({ view: REFUNDS_VIEW })}
          testId="queue-refunds"
          note={
            refundsToMake.oldestOwedAt && (
              <RefundsNote oldestOwedAt={refundsToMake.oldestOwedAt} overdue={refundsToMake.overdue} />
            )
          }
        />
        <QueueFigure
          label="Late payments to check"
          value={formatCount(latePayments)}
          // Each late payment's order says so, with its Received / Not received.
          to={ordersListPath({ view: LATE_PAYMENTS_VIEW })}
          testId="queue-late-payments"
        />
        <QueueFigure
          label="Return requests"
          value={formatCount(returnRequests)}
          to={ordersListPath({ view: RETURNS_VIEW })}
          testId="queue-returns"
        />
      </div>
      <ComplaintsQueue complaints={queue.complaints} />
    </section>
  );
}
