import { formatRupees, type DailyQueue as Queue } from '@bookstore/domain';
import { Link } from 'react-router-dom';
import { countOf, formatCount } from '../counts';
import { CASH_PENDING_VIEW, ordersListPath } from '../orders/list/orders-list-address';

function QueueFigure({ label, value, to, testId }: { label: string; value: string; to: string; testId: string }) {
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
    </Link>
  );
}

/** What waits on the owner today, each figure opening the orders list it counts. */
export function DailyQueue({ queue }: { queue: Queue }) {
  const { paymentsToCheck, ordersToShip, cashPending } = queue;
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
      </div>
    </section>
  );
}
