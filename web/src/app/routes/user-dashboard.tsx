import type { ReactNode } from 'react';
import { formatStoreDate, orderReference } from '@bookstore/domain';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { useAuth } from '@web/lib/auth-context';
import { RequireAuth } from '@web/features/auth/components/guards';
import { VerifyEmailPanel } from '@web/features/auth/components/verify-email-panel';
import { useMyOrders } from '@web/features/orders/api/orders';
import { MoreOrders } from '@web/features/orders/components/more-orders';
import { OrderPaymentDetails } from '@web/features/orders/components/order-charges';
import { usePageMeta } from '@web/lib/page-meta';

/** The page's card and heading, around the orders or the way to verify. */
function DashboardFrame({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-4xl rounded-lg bg-white p-6 shadow-sm" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="mb-4 text-2xl font-bold">
        User Dashboard
      </h1>
      {children}
    </section>
  );
}

function Dashboard() {
  const { user } = useAuth();
  // The API shows orders to verified customers only.
  if (!user?.emailVerified)
    return (
      <DashboardFrame>
        <VerifyEmailPanel purpose="see your orders" />
      </DashboardFrame>
    );
  return <RecentOrders name={user.displayName} />;
}

function RecentOrders({ name }: { name: string | null }) {
  const list = useMyOrders();
  const { data: orders, isPending, error } = list;
  if (isPending) return <p role="status">Loading...</p>;
  // Only a list that never loaded fails whole; an older page that fails says so by its button.
  if (!orders) return <p role="alert">Error getting orders data: {error?.message}</p>;
  return (
    <DashboardFrame>
      <p className="mb-6 text-gray-700">Welcome, {name || 'User'}! Here are your recent orders:</p>
      <h2 className="mb-4 text-xl font-semibold">Your Orders</h2>
      {orders.length === 0 ? (
        <p className="text-gray-700">You have no recent orders.</p>
      ) : (
        <ul className="space-y-4">
          {orders.map((order) => (
            <li key={order._id} className="rounded-lg bg-gray-50 p-4 shadow-sm" data-testid="dashboard-order">
              <p className="font-medium">Order {orderReference(order)}</p>
              <p>
                Status: <OrderStatusBadge status={order.status} />
              </p>
              <p>
                Date: <time dateTime={order.createdAt}>{formatStoreDate(order.createdAt)}</time>
              </p>
              <OrderPaymentDetails order={order} />
              <ul className="mt-1 text-sm text-gray-700" aria-label="Books in this order">
                {order.productIds.map((id) => (
                  <li key={id}>{id}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <MoreOrders orders={list} />
    </DashboardFrame>
  );
}

export function Component() {
  usePageMeta('Dashboard', 'Your recent orders.');
  return (
    <RequireAuth>
      <Dashboard />
    </RequireAuth>
  );
}
