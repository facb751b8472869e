import { useId } from 'react';
import { formatCount } from '../counts';
import { rowCount } from './import-tables';

/** The batches being written: rows done of all, in words and as a bar. */
export function Progress({ done, total }: { done: number; total: number }) {
  const labelId = useId();
  return (
    <div className="space-y-2 py-6">
      <p id={labelId} className="font-medium">
        Importing: {formatCount(done)} of {rowCount(total)} done
      </p>
      <progress aria-labelledby={labelId} value={done} max={total} className="h-3 w-full" />
    </div>
  );
}
