import {
  formatRupees,
  formatStoreDateTime,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderReference,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { paths } from '@web/config/paths';
import { usePageMeta } from '@web/lib/page-meta';
import { useAdminOrders } from './api/admin-orders';
import { AdminTable, CELL, ROW } from '../components/admin-table';
import { CustomerFilter, CustomerOrdersLink, readEmailFilter } from '../customers/customer-filter';
import { CustomerPanel } from '../customers/customer-panel';
import { OrdersExportForm } from './orders-export-form';
import { PaymentsToCheckTable } from './payments-to-check-table';
import { Spinner } from '../components/spinner';

function OrderRow({ order }: { order: Order }) {
  return (
    <tr className={ROW} data-testid="order-row">
      <td className={CELL}>{orderReference(order)}</td>
      <td className={CELL}>
        <time dateTime={order.createdAt}>{formatStoreDateTime(order.createdAt)}</time>
      </td>
      <td className={CELL}>
        <span className="block font-medium">{order.name}</span>
        <CustomerOrdersLink email={order.email} className="text-blue-700 hover:underline" />
      </td>
      <td className={CELL}>{formatRupees(order.totalPrice)}</td>
      <td className={CELL}>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</td>
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

/** The UPI orders whose shopper sent a UTR: what the owner checks against the bank's statement. */
const PAYMENTS_TO_CHECK: OrderStatus = 'payment-submitted';

function emptyMessage(status: OrderStatus | undefined, email: string | undefined): string {
  if (status === PAYMENTS_TO_CHECK && !email) return 'No payments to check.';
  const which = status ? `${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : 'orders';
  if (email) return `No ${which} of ${email}.`;
  return status ? `No ${which}.` : 'No orders yet.';
}

/**
 * The owner's orders, newest first, all or one status, all or one customer's (with the tools
 * for that customer), with 'Load more' for older pages.
 */
export function OrdersList() {
  usePageMeta('Orders', 'Confirm, ship and deliver orders.');
  // The filters live in the URL, so a reload, and Back from an order, return to the same list.
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status = isOrderStatus(requested) ? requested : undefined;
  const typedEmail = params.get('email') ?? '';
  const { email, error: emailError } = readEmailFilter(typedEmail);
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminOrders({
    status,
    email,
  });
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];

  const setFilter = (name: 'status' | 'email', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A status refines the list in place; a customer is a list of its own that Back leaves.
    setParams(next, { replace: name === 'status' });
  };

  return (
    <section aria-labelledby="orders-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="orders-heading" className="text-xl font-semibold">
          {status === PAYMENTS_TO_CHECK ? 'Payments to check' : 'Orders'}
        </h1>
        {status !== PAYMENTS_TO_CHECK && (
          <button
            type="button"
            onClick={() => setFilter('status', PAYMENTS_TO_CHECK)}
            className="text-sm font-medium text-blue-700 hover:underline"
          >
            Payments to check
          </button>
        )}
      </div>
      <OrdersExportForm />
      <div className="mb-4 flex flex-wrap gap-4">
        <div>
          <label htmlFor="order-status-filter" className="mb-1 block text-sm font-medium">
            Status
          </label>
          <select
            id="order-status-filter"
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value)}
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
        <CustomerFilter value={typedEmail} error={emailError} onFilter={(value) => setFilter('email', value)} />
      </div>
      {email && <CustomerPanel email={email} />}
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">The orders could not be loaded.</p>
      ) : orders.length === 0 ? (
        <p className="py-6 text-center text-gray-700">{emptyMessage(status, email)}</p>
      ) : status === PAYMENTS_TO_CHECK ? (
        <PaymentsToCheckTable orders={orders} />
      ) : (
        <AdminTable
          columns={['Order', 'Date', 'Customer', 'Total', 'Payment', 'Status', 'Details']}
          caption="Orders, newest first"
        >
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
