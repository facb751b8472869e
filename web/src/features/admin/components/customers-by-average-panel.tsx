import { formatRupees, type CustomerAverageOrder } from '@bookstore/domain';
import { countOf } from '../counts';

/**
 * The specification's 'Users by average order' panel, with its Descending label, filled with the
 * customers whose orders that still stand (not cancelled or returned) average the most, in the
 * API's order: highest first.
 */
export function CustomersByAveragePanel({ customers }: { customers: CustomerAverageOrder[] }) {
  return (
    <section
      aria-labelledby="average-order-heading"
      className="rounded-lg bg-white p-6 shadow-sm"
      data-testid="users-by-average-order"
    >
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="average-order-heading" className="text-lg font-semibold">
          Users by average order
        </h2>
        <span className="text-sm text-gray-600">Descending</span>
      </div>
      {customers.length === 0 ? (
        <p className="text-gray-700">No orders yet.</p>
      ) : (
        <ol className="divide-y divide-gray-200">
          {customers.map((customer) => (
            <li key={customer.email} className="flex flex-wrap justify-between gap-x-4 py-2">
              <div className="min-w-0">
                <p className="font-medium">{customer.name || customer.email}</p>
                <p className="break-all text-sm text-gray-600">{customer.email}</p>
              </div>
              <div className="text-right">
                <p className="font-semibold">{formatRupees(customer.averageOrder)}</p>
                <p className="text-sm text-gray-600">average of {countOf(customer.orders, 'order', 'orders')}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
