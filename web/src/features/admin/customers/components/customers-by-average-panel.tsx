import { formatRupees, type CustomerAverageOrder } from '@bookstore/domain';
import { countOf } from '../../components/counts';
import { OverviewPanel } from '../../statistics/components/overview-panel';

/**
 * The specification's 'Users by average order' panel, with its Descending label, filled with the
 * customers whose orders that still stand (not cancelled or returned) average the most, in the
 * API's order: highest first.
 */
export function CustomersByAveragePanel({ customers }: { customers: CustomerAverageOrder[] }) {
  return (
    <OverviewPanel
      title="Users by average order"
      testId="users-by-average-order"
      aside={<span className="text-sm text-gray-600">Descending</span>}
    >
      {customers.length === 0 ? (
        <p className="text-gray-700">No orders yet.</p>
      ) : (
        <ol className="divide-y divide-gray-200">
          {customers.map((customer) => (
            <li key={customer.email} className="flex justify-between gap-4 py-2">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{customer.name || customer.email}</p>
                <p className="break-all text-sm text-gray-600">{customer.email}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-semibold">{formatRupees(customer.averageOrder)}</p>
                <p className="text-sm text-gray-600">average of {countOf(customer.orders, 'order', 'orders')}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </OverviewPanel>
  );
}
