import type { CatalogImportRowSummary } from '@bookstore/domain';
import { BookRows } from './import-tables';

/** A titled table of the first books of one kind; nothing when there are none. */
export function Samples({ title, rows }: { title: string; rows: readonly CatalogImportRowSummary[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <BookRows rows={rows} caption={title} />
    </div>
  );
}
