import { courierLabel, formatRupees, type CourierRemittances } from '@bookstore/domain';
import { OverviewPanel } from './overview-panel';

/** This month's cash from each courier: what it paid over, and what it kept as its charges. */
export function CourierRemittancesPanel({ remittances }: { remittances: CourierRemittances }) {
  return (
    <OverviewPanel title="Cash from couriers this month" testId="courier-remittances">
      {remittances.couriers.length === 0 ? (
        <p>None yet.</p>
      ) : (
        <ul className="space-y-2">
          {remittances.couriers.map((row) => (
            <li key={row.courier} className="flex justify-between gap-4 text-sm">
              <span>{courierLabel(row.courier)}</span>
              <span>
                {formatRupees(row.remitted)} remitted, {formatRupees(row.deducted)} deducted
              </span>
            </li>
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
