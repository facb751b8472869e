import { formatRupees, formatStoreDateTime, orderReference } from '@bookstore/domain';
import { lazy, Suspense } from 'react';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { RequireAuth } from '@web/features/auth/components/guards';
import { VerifyEmailPanel } from '@web/features/auth/components/verify-email-panel';
import { useMyOrders } from '@web/features/orders/api/orders';
import { MoreOrders } from '@web/features/orders/components/more-orders';
import { OrderPaymentDetails } from '@web/features/orders/components/order-charges';
import { OrderComplaintLink } from '@web/features/orders/after-sales/order-complaint-link';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';
import { usePageMeta } from '@web/lib/page-meta';

// The card's after-sales actions load after the list, in chunks of their own.
const OrderCancel = lazy(() => import('@web/features/orders/after-sales/order-cancel'));

// A delivered order's returns, loaded only for delivered orders.
const OrderReturnRequest = lazy(() => import('@web/features/orders/after-sales/order-return-request'));

function OrdersList() {
  const list = useMyOrders();
  const { data: orders, isPending, error } = list;
  if (isPending) return <p role="status">Loading...</p>;
  // Only a list that never loaded fails whole; an older page that fails says so by its button.
  if (!orders)
    return (
      <div role="alert">
        <p>No Order found</p>
        {/* A refusal says why (a blocked account, an ended session); a fault stays generic. */}
        {error instanceof ApiError && error.status >= 400 && error.status < 500 && <p>{error.message}</p>}
      </div>
    );
  if (orders.length === 0) return <p>No orders found!</p>;
  return (
    <>
      <ol className="space-y-6">
        {orders.map((order) => (
          <li
            key={order._id}
            className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
            data-testid="order"
            // The number is what a person reads; the id is what links and the API use.
            data-order-id={order._id}
          >
            <h2 className="font-semibold">Order {orderReference(order)}</h2>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium">Status</dt>
              <dd>
                <OrderStatusBadge status={order.status} />
              </dd>
              <dt className="font-medium">Date</dt>
              <dd>
                <time dateTime={order.createdAt}>{formatStoreDateTime(order.createdAt)}</time>
              </dd>
              <dt className="font-medium">Name</dt>
              <dd>{order.name}</dd>
              <dt className="font-medium">Email</dt>
              <dd>{order.email}</dd>
              <dt className="font-medium">Phone</dt>
              <dd>{order.phone}</dd>
              <dt className="font-medium">Address</dt>
              <dd>
                {[
                  order.address.street,
                  order.address.landmark,
                  order.address.city,
                  order.address.state,
                  order.address.country,
                  order.address.zipcode,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </dl>
            <OrderPaymentDetails order={order} />
            <h3 className="mt-3 font-medium">Books</h3>
            <ul className="list-inside list-disc text-sm">
              {order.products.map((line) => (
                <li key={line.productId}>
                  {line.title} × {line.quantity} ({formatRupees(line.price)} each)
                </li>
              ))}
            </ul>
            <Suspense fallback={null}>
              <OrderCancel order={order} />
            </Suspense>
            {order.status !== 'delivered' && !order.returns ? null : (
              <Suspense>
                <OrderReturnRequest order={order} />
              </Suspense>
            )}
            <OrderComplaintLink orderId={order._id} />
          </li>
        ))}
      </ol>
      <MoreOrders orders={list} />
    </>
  );
}

/** The API shows orders to verified customers only, so the others get the way to verify instead. */
function OrdersOrVerify() {
  const { user } = useAuth();
  return user?.emailVerified ? <OrdersList /> : <VerifyEmailPanel purpose="see your orders" />;
}

export function Component() {
  usePageMeta('Your Orders', 'The orders you placed with us.');
  return (
    <RequireAuth>
      <section className="mx-auto max-w-3xl" aria-labelledby="orders-heading">
        <h1 id="orders-heading" className="mb-6 text-2xl font-semibold">
          Your Orders
        </h1>
        <OrdersOrVerify />
      </section>
    </RequireAuth>
  );
}
