import {
  formatRupees,
  formatStoreDateTime,
  orderReference,
  PAYMENT_METHOD_LABELS,
  type Order,
  type OrderStatus,
} from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { notify } from '@web/lib/notify';
import { useChangeOrderStatus } from '../api/change-order-status';
import { showFailure } from '../../components/failure-alert';
import { orderActPath } from '../hooks/order-act';
import { CustomerOrdersLink } from '../../customers/components/customer-filter';
import { CancelAskedMarker } from './customer-cancel-request';
import { CashState } from './cash-state';
import { RefundDue } from './refund-due';
import { nextAction } from './next-action';

/** A thumb's target: 44 px high, the card's width. */
const ACTION = 'flex min-h-11 w-full items-center justify-center rounded-md bg-blue-700 px-4 font-medium text-white';

/** A move the order page makes with one tap, made from the card: the same call, no more asked. */
function RunMove({ order, to, label }: { order: Order; to: OrderStatus; label: string }) {
  const change = useChangeOrderStatus(order._id);
  const run = async () => {
    try {
      notify.success((await change.mutateAsync({ status: to })).message);
    } catch (error) {
      await showFailure('The status could not be changed', error);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={change.isPending}
      className={`${ACTION} disabled:opacity-50`}
    >
      {label} <span className="sr-only">{orderReference(order)}</span>
    </button>
  );
}

function NextActionButton({ order }: { order: Order }) {
  const next = nextAction(order);
  if (!next) return null;
  if (next.kind === 'run') return <RunMove order={order} to={next.to} label={next.label} />;
  return (
    <Link to={orderActPath(order._id, next.act)} className={ACTION}>
      {next.label} <span className="sr-only">{orderReference(order)}</span>
    </Link>
  );
}

interface CardProps {
  order: Order;
  withCash: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

/**
 * One order on a phone: its number (opening it), the customer, the total, how it is paid, its
 * status, what is owed on it, and the one next step as a button the width of the card.
 */
function OrderCard({ order, withCash, selected, onSelect }: CardProps) {
  const reference = orderReference(order);
  return (
    <li className="flex flex-col gap-2 rounded-md border border-gray-200 p-3" data-testid="order-card">
      <div className="flex items-baseline justify-between gap-2">
        <div className="min-w-0">
          <Link
            to={paths.dashboard.order(order._id)}
            className="inline-flex min-h-11 items-center text-lg font-semibold text-blue-700 hover:underline"
          >
            <span className="sr-only">View order </span>
            {reference}
          </Link>
          <CancelAskedMarker order={order} />
          <p className="break-words font-medium">{order.name}</p>
          {/* The customer's other orders, and the owner's tools for them, as on a desk's row. */}
          <CustomerOrdersLink
            email={order.email}
            className="owner-tap break-all text-sm text-blue-700 hover:underline"
          />
          <time dateTime={order.createdAt} className="text-sm text-gray-700">
            {formatStoreDateTime(order.createdAt)}
          </time>
        </div>
        {/* The box for printing, in a label a thumb can hit. */}
        <label className="flex min-h-11 shrink-0 items-center px-3">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={`Select order ${reference}`}
            className="h-5 w-5"
          />
        </label>
      </div>
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium" data-testid="card-total">
          {formatRupees(order.totalPrice)}
        </span>
        <span>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        <OrderStatusBadge status={order.status} />
      </p>
      {order.status === 'payment-submitted' && order.payment && (
        <p className="break-all text-sm">
          UTR <span className="font-medium">{order.payment.utr}</span>
        </p>
      )}
      <RefundDue order={order} />
      {withCash && (
        <p className="text-sm">
          Cash: <CashState order={order} />
        </p>
      )}
      <NextActionButton order={order} />
    </li>
  );
}

/** The orders list on a phone: a card per order instead of the table's wide rows. */
export function OrderCards({
  orders,
  withCash,
  isSelected,
  onSelect,
}: {
  orders: Order[];
  withCash: boolean;
  isSelected: (id: string) => boolean;
  onSelect: (id: string, on: boolean) => void;
}) {
  return (
    <ul aria-label="Orders, newest first" className="flex flex-col gap-3">
      {orders.map((order) => (
        <OrderCard
          key={order._id}
          order={order}
          withCash={withCash}
          selected={isSelected(order._id)}
          onSelect={(on) => onSelect(order._id, on)}
        />
      ))}
    </ul>
  );
}
