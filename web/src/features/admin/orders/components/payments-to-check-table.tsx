import { formatRupees, formatStoreDateTime, orderReference, type Order } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { AdminTable, CELL, ROW } from '../../components/admin-table';
import { PaymentCheckActions } from './payment-check-actions';
import { CancelAskedMarker } from './customer-cancel-request';

/** Orders whose shopper sent a UTR: the reference and the amount to find in the bank's statement. */
export function PaymentsToCheckTable({ orders }: { orders: Order[] }) {
  return (
    <AdminTable columns={['Order', 'Customer', 'UTR', 'Amount', 'Check']} caption="UPI payments to check, newest first">
      {orders.map((order) => {
        const reference = orderReference(order);
        return (
          <tr key={order._id} className={ROW} data-testid="payment-row">
            <td className={CELL}>
              <Link to={paths.dashboard.order(order._id)} className="font-medium text-blue-700 hover:underline">
                {reference}
              </Link>
              <CancelAskedMarker order={order} />
            </td>
            <td className={CELL}>{order.name}</td>
            <td className={CELL}>
              <span className="block font-medium">{order.payment?.utr ?? '—'}</span>
              {order.payment && (
                <time dateTime={order.payment.submittedAt} className="text-sm text-gray-700">
                  {formatStoreDateTime(order.payment.submittedAt)}
                </time>
              )}
            </td>
            <td className={CELL}>{formatRupees(order.totalPrice)}</td>
            <td className={CELL}>
              <PaymentCheckActions order={order} reference={reference} />
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
