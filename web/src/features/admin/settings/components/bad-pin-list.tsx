import type { BadPinRow } from './read-pin-csv';
import { countOf } from '../../components/counts';

/** The first few rows are enough to see what is wrong with a file; the count says how many in all. */
const SHOWN = 10;

/** The rows left out of an upload because their cell is not a PIN code. */
export function BadPinList({ bad }: { bad: BadPinRow[] }) {
  if (bad.length === 0) return null;
  return (
    <div className="rounded-md bg-amber-50 p-3 text-sm text-gray-900" data-testid="bad-pins">
      <p className="font-medium">
        {countOf(bad.length, 'row is', 'rows are')} not a 6-digit PIN code and will be left out:
      </p>
      <ul className="mt-1 list-inside list-disc">
        {bad.slice(0, SHOWN).map(({ row, value }) => (
          <li key={row}>
            Row {row}: {value ? `“${value}”` : 'empty'}
          </li>
        ))}
      </ul>
      {bad.length > SHOWN && <p className="mt-1">…and {countOf(bad.length - SHOWN, 'more', 'more')}.</p>}
    </div>
  );
}
