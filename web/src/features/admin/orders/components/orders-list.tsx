import {
  formatRupees,
  formatStoreDateTime,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderReference,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { usePageMeta } from '@web/lib/page-meta';
import { useAdminOrders, type AdminOrdersFilter } from '../api/admin-orders';
import { AdminTable, CELL, ROW } from '../../components/admin-table';
import { CustomerFilter, CustomerOrdersLink, readEmailFilter } from '../../customers/components/customer-filter';
import { CustomerPanel } from '../../customers/components/customer-panel';
import { CashState } from './cash-state';
import { OrderNumberSearch } from './order-number-search';
import {
  CASH_PENDING_VIEW,
  LATE_PAYMENTS_VIEW,
  readOrdersAddress,
  REFUNDS_VIEW,
  RETURNS_VIEW,
  type OrdersView,
} from './orders-list-address';
import { RefundDue } from './refund-due';
import { PaymentsToCheckTable } from './payments-to-check-table';
import { PrintParcels, SelectAllBox, SelectAllShown, useOrderSelection } from './print-parcels';
import { Spinner } from '../../components/spinner';
import { useWide } from '../../hooks/use-media-query';
import { OrderCards } from './order-cards';
import { chipShown, QueueChips, type QueueChoice } from './queue-chips';
import { ReportsAndPrinting } from './reports-and-printing';

interface RowSelection {
  selected: boolean;
  onSelect: (on: boolean) => void;
}

function OrderRow({ order, withCash, selection }: { order: Order; withCash: boolean; selection: RowSelection }) {
  return (
    <tr className={ROW} data-testid="order-row">
      <td className={CELL}>
        <span className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={selection.selected}
            onChange={(event) => selection.onSelect(event.target.checked)}
            aria-label={`Select order ${orderReference(order)}`}
            className="h-4 w-4"
          />
          {orderReference(order)}
        </span>
      </td>
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
        <RefundDue order={order} />
      </td>
      {withCash && (
        <td className={CELL}>
          <CashState order={order} />
        </td>
      )}
      <td className={CELL}>
        <Link to={paths.dashboard.order(order._id)} className="font-medium text-blue-700 hover:underline">
          View <span className="sr-only">the order of {order.name}</span>
        </Link>
      </td>
    </tr>
  );
}

/** One of the lists the owner turns to each day, beside the heading. */
function ListButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" onClick={onClick} className="text-sm font-medium text-blue-700 hover:underline">
      {children}
    </button>
  );
}

/** The UPI orders whose shopper sent a UTR: what the owner checks against the bank's statement. */
const PAYMENTS_TO_CHECK: OrderStatus = 'payment-submitted';

interface ListFilter {
  status?: OrderStatus;
  email?: string;
  number?: number;
  view?: OrdersView;
}

/** Each view's heading, what its empty list says, and what it asks the API for. */
const VIEW_LISTS: Record<OrdersView, { heading: string; empty: string; asks: AdminOrdersFilter }> = {
  [CASH_PENDING_VIEW]: {
    heading: 'Cash pending from couriers',
    empty: 'No cash pending: every delivered COD order is remitted.',
    asks: { cashPending: true },
  },
  [REFUNDS_VIEW]: {
    heading: 'Refunds to make',
    empty: 'No refunds to make: every refund owed is paid.',
    asks: { refundOutstanding: true },
  },
  [LATE_PAYMENTS_VIEW]: {
    heading: 'Late payments to check',
    empty: 'No late payments to check.',
    asks: { latePayment: true },
  },
  [RETURNS_VIEW]: { heading: 'Return requests', empty: 'No return requests waiting.', asks: { returnsOpen: true } },
};

function emptyMessage({ status, email, number, view }: ListFilter): string {
  if (number !== undefined) return `No order #${number}.`;
  if (view && !email) return VIEW_LISTS[view].empty;
  if (status === PAYMENTS_TO_CHECK && !email) return 'No payments to check.';
  const which = status ? `${ORDER_STATUS_LABELS[status].toLowerCase()} orders` : 'orders';
  if (email) return `No ${which} of ${email}.`;
  return status ? `No ${which}.` : 'No orders yet.';
}

function heading({ status, number, view }: ListFilter): string {
  if (number !== undefined) return `Order #${number}`;
  if (view) return VIEW_LISTS[view].heading;
  return status === PAYMENTS_TO_CHECK ? 'Payments to check' : 'Orders';
}

/**
 * The owner's orders, newest first, all or one status, all or one customer's (with the tools
 * for that customer), or one found by its number, with 'Load more' for older pages. The cash
 * pending view lists delivered orders with whether the courier paid their cash over, and takes
 * the courier's remittance file; the refunds view lists the orders with a refund still to pay.
 * Any row with a refund outstanding says so, in red once it is overdue. On a phone
 * the rows are cards with each order's next step, the daily lists are chips, and the paperwork
 * waits in "Reports and printing" below the list.
 */
export function OrdersList() {
  usePageMeta('Orders', 'Confirm, ship and deliver orders.');
  // The filters live in the URL, so a reload, and Back from an order, return to the same list.
  const [params, setParams] = useSearchParams();
  const { view, status, number, error: numberError } = readOrdersAddress(params);
  const typedNumber = params.get('number') ?? '';
  const typedEmail = params.get('email') ?? '';
  const { email, error: emailError } = readEmailFilter(typedEmail);
  const shown: ListFilter = { status, email, number, view };
  const cashView = view === CASH_PENDING_VIEW;
  const { data, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminOrders({
    status,
    email,
    number,
    ...(view ? VIEW_LISTS[view].asks : {}),
  });
  const orders = data?.pages.flatMap((page) => page.orders) ?? [];
  // Ticked orders for printing, kept while more pages load and dropped when the list asked for changes.
  const selection = useOrderSelection(JSON.stringify(shown), orders);
  // Whether the courier paid the cash over matters once an order is delivered.
  const withCash = cashView || status === 'delivered';
  const wide = useWide();

  const setFilter = (name: 'status' | 'view' | 'email' | 'number', value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A status and a view (cash pending, refunds) are one choice: picking either drops the other.
    if (name === 'status') next.delete('view');
    if (name === 'view') next.delete('status');
    // A status refines the list in place; a customer or a number is a list of its own that Back leaves.
    setParams(next, { replace: name === 'status' || name === 'view' });
  };

  const pick = ({ status: chosen, view: chosenView }: QueueChoice) => {
    if (chosenView) setFilter('view', chosenView);
    else setFilter('status', chosen);
  };
  const filters = (
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
      <OrderNumberSearch value={typedNumber} error={numberError} onSearch={(value) => setFilter('number', value)} />
    </div>
  );
  const printing = <PrintParcels selected={selection.selected} />;

  return (
    <section aria-labelledby="orders-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="orders-heading" className="text-xl font-semibold">
          {heading(shown)}
        </h1>
        {wide && (
          <div className="flex gap-4">
            {status !== PAYMENTS_TO_CHECK && (
              <ListButton onClick={() => setFilter('status', PAYMENTS_TO_CHECK)}>Payments to check</ListButton>
            )}
            {!cashView && <ListButton onClick={() => setFilter('view', CASH_PENDING_VIEW)}>Cash pending</ListButton>}
            {view !== REFUNDS_VIEW && (
              <ListButton onClick={() => setFilter('view', REFUNDS_VIEW)}>Refunds to make</ListButton>
            )}
          </div>
        )}
      </div>
      {wide ? (
        filters
      ) : (
        <>
          <QueueChips shown={{ status, view }} onPick={pick} />
          {/* Open while it narrows the list beyond the chips, so what narrows it is in sight. */}
          <details open={Boolean(typedEmail || typedNumber) || !chipShown({ status, view })} className="mb-4">
            <summary className="min-h-11 cursor-pointer py-3 font-medium">Find an order</summary>
            {filters}
          </details>
        </>
      )}
      {email && <CustomerPanel email={email} />}
      {wide && printing}
      {isPending ? (
        <Spinner />
      ) : isError ? (
        <p role="alert">The orders could not be loaded.</p>
      ) : orders.length === 0 ? (
        <p className="py-6 text-center text-gray-700">{emptyMessage(shown)}</p>
      ) : !wide ? (
        <OrderCards orders={orders} withCash={withCash} isSelected={selection.isSelected} onSelect={selection.toggle} />
      ) : status === PAYMENTS_TO_CHECK && number === undefined ? (
        <PaymentsToCheckTable orders={orders} />
      ) : (
        <AdminTable
          columns={[
            <span key="order" className="flex items-center gap-2">
              <SelectAllBox selection={selection} label="Select all orders on this page" className="h-4 w-4" />
              Order
            </span>,
            'Date',
            'Customer',
            'Total',
            'Payment',
            'Status',
            ...(withCash ? ['Cash'] : []),
            'Details',
          ]}
          caption="Orders, newest first"
        >
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              withCash={withCash}
              selection={{
                selected: selection.isSelected(order._id),
                onSelect: (on) => selection.toggle(order._id, on),
              }}
            />
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
      <ReportsAndPrinting
        open={wide}
        cashView={cashView}
        printing={
          !wide && (
            <>
              <SelectAllShown selection={selection} />
              {printing}
            </>
          )
        }
      />
    </section>
  );
}
