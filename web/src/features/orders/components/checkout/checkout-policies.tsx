import { checkoutPolicySummaries, type PublicStoreSettings } from '@bookstore/domain';
import { PolicyLink } from './policy-link';

const SHOWN = [
  ['returns', 'Returns'],
  ['shipping', 'Shipping'],
  ['cancellation', 'Cancellation'],
] as const;

/**
 * Beside "Place an Order": one line each on returns, shipping and cancellation,
 * from the settings the store runs by, with a link to each policy's page.
 */
export function CheckoutPolicies({ store }: { store: PublicStoreSettings }) {
  const summaries = checkoutPolicySummaries(store);
  return (
    <ul className="mt-4 space-y-1 text-sm text-gray-700" aria-label="The shop’s policies">
      {SHOWN.map(([kind, label]) => (
        <li key={kind}>
          <PolicyLink kind={kind}>{label}</PolicyLink>: {summaries[kind]}
        </li>
      ))}
    </ul>
  );
}
