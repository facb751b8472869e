import {
  formatRupees,
  formatStoreDateTime,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
} from '@bookstore/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { useAdminOrders } from '../api/admin-queries';
import { AdminTable, CELL, ROW } from './admin-table';
import { Spinner } from './spinner';

function OrderRow({ order }: { order: Order }) {
  return (
    <tr className={ROW} data-testid="order-row">
      <td className={CELL}>
        <time dateTime={order.createdAt}>{formatStoreDateTime(order.createdAt)}</time>
      </td>
      <td className={CELL}>
        <span className="block font-medium">{order.name}</span>
        <span className="text-gray-600">{order.email}</span>
      </td>
      <td className={CELL}>{formatRupees(order.totalPrice)}</td>
      <td className={CELL}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={CELL}>
        <Link to={paths.dashboard.order(order._id)} className="font-medium text-blue-700 hover:underline">
          View <span className="sr-only">the order of {order.name}</span>
        </Link>
      </td>
    </tr>
  );
}

/** The owner's orders, newest first, all or one status, with 'Load more' for older pages. */
export function OrdersList() {
  usePageMeta('Orders', 'Confirm, ship and deliver orders.');
  // The chosen status lives in the URL, so Back from an order returns to the same list.
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isOrderStatus(requested) ? requested : undefined;
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminOrders(status);
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <section aria-labelledby="orders-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 id="orders-heading" className="text-xl font-semibold">
          Orders
        </h1>
        <div className="flex items-center gap-2">
          <label htmlFor="order-status-filter" className="text-sm font-medium">
            Status
          </label>
          <select
            id="order-status-filter"
            value={status ?? ''}
            onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {}, { replace: true })}
            className="h-10 rounded border border-gray-300 bg-gray-50 px-3"
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ORDER_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">The orders could not be loaded.</p>
      ) : orders.length === 0 ? (
        <p className="py-6 text-center text-gray-700">
          {status ? `No ${ORDER_STATUS_LABELS[status].toLowerCase()} orders.` : 'No orders yet.'}
        </p>
      ) : (
        <AdminTable columns={['Date', 'Customer', 'Total', 'Status', 'Details']} caption="Orders, newest first">
          {orders.map((order) => (
            <OrderRow key={order._id} order={order} />
          ))}
        </AdminTable>
      )}
      {hasNextPage && (
        <button
          type="button"
          onClick={() => fetchNextPage()}
          disabled={isFetchingNextPage}
          className="mt-4 rounded border px-3 py-1 disabled:opacity-40"
        >
          {isFetchingNextPage ? 'Loading...' : 'Load more'}
        </button>
      )}
    </section>
  );
}
