import { formatStoreDateTime, ORDER_STATUS_LABELS, type Order } from '@bookstore/domain';
import { AdminList, AdminTable, CELL, ROW } from '../../components/admin-table';
import { useWide } from '../../hooks/use-media-query';

/** Each status change, oldest first, with when, by whom and its note: a table on a desk, a list on a phone. */
export function OrderHistory({ order }: { order: Order }) {
  const wide = useWide();
  const keyOf = (entry: Order['history'][number]) => `${entry.status}-${entry.at}`;
  const when = (at: string) => <time dateTime={at}>{formatStoreDateTime(at)}</time>;
  if (!wide)
    return (
      <AdminList
        label="Status changes, oldest first"
        rows={order.history.map((entry) => ({
          key: keyOf(entry),
          testId: 'history-entry',
          title: ORDER_STATUS_LABELS[entry.status],
          fields: [
            { name: 'When', value: when(entry.at) },
            { name: 'By', value: entry.by },
            ...(entry.note ? [{ name: 'Note', value: entry.note }] : []),
          ],
        }))}
      />
    );
  return (
    <AdminTable columns={['Status', 'When', 'By', 'Note']} caption="Status changes, oldest first">
      {order.history.map((entry) => (
        <tr key={keyOf(entry)} className={ROW} data-testid="history-entry">
          <td className={CELL}>{ORDER_STATUS_LABELS[entry.status]}</td>
          <td className={CELL}>{when(entry.at)}</td>
          <td className={CELL}>{entry.by}</td>
          <td className={CELL}>{entry.note}</td>
        </tr>
      ))}
    </AdminTable>
  );
}
