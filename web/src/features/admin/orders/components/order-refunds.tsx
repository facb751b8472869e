import { formatRupees, formatStoreDateTime, REFUND_METHOD_LABELS, type Order } from '@bookstore/domain';
import { AdminList, AdminTable, CELL, ROW } from '../../components/admin-table';
import { useWide } from '../../hooks/use-media-query';
import { RefundDue } from './refund-due';
import { RefundForm } from './refund-form';

/**
 * What the shop owes back on a cancelled or returned order: the amount owed, each refund paid,
 * what is outstanding and by when, and "Record refund" with the outstanding amount filled in.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const wide = useWide();
  const when = (at: string) => <time dateTime={at}>{formatStoreDateTime(at)}</time>;
  return (
    <div className="flex flex-col gap-2" data-testid="order-refunds">
      <p>
        Owed back: <span className="font-medium">{formatRupees(order.refundOwed)}</span>; outstanding:{' '}
        <span className="font-medium" data-testid="refund-outstanding">
          {formatRupees(order.refundOutstanding)}
        </span>
      </p>
      <RefundDue order={order} />
      {order.refunds.length > 0 && !wide && (
        <AdminList
          label="Refunds paid, oldest first"
          rows={order.refunds.map((refund) => ({
            key: refund.refundedAt,
            testId: 'refund-row',
            title: formatRupees(refund.amount),
            fields: [
              { name: 'Method', value: REFUND_METHOD_LABELS[refund.method] },
              { name: 'Reference', value: refund.reference },
              { name: 'When', value: when(refund.refundedAt) },
            ],
          }))}
        />
      )}
      {order.refunds.length > 0 && wide && (
        <AdminTable columns={['Amount', 'Method', 'Reference', 'When']} caption="Refunds paid, oldest first">
          {order.refunds.map((refund) => (
            <tr key={refund.refundedAt} className={ROW} data-testid="refund-row">
              <td className={CELL}>{formatRupees(refund.amount)}</td>
              <td className={CELL}>{REFUND_METHOD_LABELS[refund.method]}</td>
              <td className={CELL}>{refund.reference}</td>
              <td className={CELL}>{when(refund.refundedAt)}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      {/* Keyed by the refunds so far: after a partial refund the amount starts at the new outstanding. */}
      {order.refundOutstanding > 0 && <RefundForm key={order.refunds.length} order={order} />}
    </div>
  );
}
