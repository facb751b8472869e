import { formatStoreDateTime, listedPapers, orderReference, type Order } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { ApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import { useAdminOrder } from '../api/admin-order';
import { CustomerOrdersLink } from '../../customers/components/customer-filter';
import { OrderBills } from './order-bills';
import { OrderMailList } from './order-mail-list';
import { OrderPayment } from './order-payment';
import { OrderShipment } from './order-shipment';
import { OrderStatusActions, phoneBarShown } from './order-status-actions';
import { revealForm, useRequestedAct } from '../hooks/order-act';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { CustomerCancelRequest } from './customer-cancel-request';
import { RemittanceForm } from './remittance-form';
import { LatePaymentCheck } from './late-payment-check';
import { OrderRefunds } from './order-refunds';
import { OrderReturns } from './order-returns';
import { CustomerRtoCount } from '../../customers/components/customer-rto-count';
import { Spinner } from '../../components/spinner';

/** The address as a courier's label: street, landmark if any, city and state, country and PIN. */
function AddressLines({ address }: { address: Order['address'] }) {
  const lines = [
    address.street,
    address.landmark,
    `${address.city}, ${address.state}`,
    `${address.country} ${address.zipcode}`,
  ];
  return lines.filter(Boolean).map((line, index) => (
    <span key={index} className="block">
      {line}
    </span>
  ));
}

/** Statuses in which a parcel left the shop, so the page has a Shipment part even without an AWB. */
const PARCEL_STATUSES: readonly Order['status'][] = ['shipped', 'delivered', 'returned'];

/** A titled part of the order page, named by its heading for screen readers' region list. */
function OrderSection({
  id,
  title,
  reveal = false,
  children,
}: {
  id: string;
  title: string;
  /** The address asked for this part's form (`?act=`): bring it on screen with the focus in it. */
  reveal?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="overflow-x-auto" ref={reveal ? revealForm : undefined}>
      <h2 id={`${id}-heading`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One order for the owner: where it goes, what is in it, what happened to it, what it was told, and what can happen next. */
export function OrderDetail({ id }: { id: string }) {
  usePageMeta('Order', 'One order: its address, books, history and e-mails.');
  const { data: order, isPending, isError, error } = useAdminOrder(id);
  const act = useRequestedAct();

  if (isPending) return <Spinner />;
  if (isError)
    return (
      <p role="alert">
        {error instanceof ApiError && error.status === 404 ? 'Order not found.' : 'The order could not be loaded.'}
      </p>
    );

  return (
    <article
      aria-labelledby="order-heading"
      // On a phone the next steps sit in a bar fixed at the bottom: room below, so the page's end is not under it.
      className={`flex flex-col gap-6 rounded-lg bg-white p-4 shadow-sm sm:p-6 ${phoneBarShown(order) ? 'owner-bar-room' : ''}`}
    >
      <Link to={paths.dashboard.orders} className="owner-tap self-start font-medium text-blue-700 hover:underline">
        ← All orders
      </Link>
      <div className="flex flex-wrap items-center gap-4">
        <h1 id="order-heading" className="text-xl font-semibold">
          Order {orderReference(order)}
        </h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <CustomerCancelRequest order={order} />
      <OrderStatusActions order={order} />
      <OrderSection id="order-customer" title="Deliver to">
        <p>
          <span className="block font-medium">{order.name}</span>
          <AddressLines address={order.address} />
        </p>
        <p className="text-gray-700">
          {order.phone} · <CustomerOrdersLink email={order.email} className="text-blue-700 underline" />
        </p>
        <CustomerRtoCount email={order.email} />
        <p className="text-gray-700">
          Ordered <time dateTime={order.createdAt}>{formatStoreDateTime(order.createdAt)}</time>
        </p>
      </OrderSection>
      <OrderSection id="order-payment" title="Payment" reveal={act === 'remit' && order.cashPending === true}>
        <OrderPayment order={order} />
        {order.cashPending && <RemittanceForm order={order} />}
        {order.latePayment && <LatePaymentCheck orderId={order._id} payment={order.latePayment} />}
      </OrderSection>
      {order.returns && (
        <OrderSection id="order-returns" title="Return requests">
          <OrderReturns order={order} />
        </OrderSection>
      )}
      {order.refundOwed > 0 && (
        <OrderSection id="order-refunds" title="Refund" reveal={act === 'refund'}>
          <OrderRefunds order={order} />
        </OrderSection>
      )}
      {listedPapers(order).length > 0 && (
        <OrderSection id="order-bills" title="Bill of supply">
          <OrderBills order={order} />
        </OrderSection>
      )}
      {(order.shipment || PARCEL_STATUSES.includes(order.status)) && (
        <OrderSection id="order-shipment" title="Shipment">
          <OrderShipment order={order} />
        </OrderSection>
      )}
      <OrderSection id="order-lines" title="Books">
        <OrderLines order={order} />
      </OrderSection>
      <OrderSection id="order-history" title="History">
        <OrderHistory order={order} />
      </OrderSection>
      <OrderSection id="order-mail" title="E-mails">
        <OrderMailList orderId={order._id} />
      </OrderSection>
    </article>
  );
}
