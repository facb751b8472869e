import type { AdminStats } from '@bookstore/domain';
import { ownerPaths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { OverviewPanel } from './overview-panel';

/** What a new shop has still to fill in, each a link to the settings; gone once all is set (decision 048). */
export function ShopSetupCard({ items }: { items: AdminStats['shopSetup'] }) {
  const todo = items.filter((entry) => !entry.done);
  if (todo.length === 0) return null;
  return (
    <OverviewPanel title="Set up your shop" testId="shop-setup" className="mb-6">
      <p>No bill is issued until the legal name and the address are set.</p>
      <ul className="list-disc pl-6">
        {todo.map(({ item, label }) => (
          <li key={item}>
            <Link to={ownerPaths.settings} className="underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </OverviewPanel>
  );
}
