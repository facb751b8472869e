import { formatCount } from '../counts';

/** The preview's or the outcome's counts, one box each. */
export function Counts({ entries }: { entries: [string, number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
      {entries.map(([label, value]) => (
        <div key={label} className="rounded-md border border-gray-200 p-3">
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="text-2xl font-semibold" data-testid={`count-${label.toLowerCase()}`}>
            {formatCount(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
