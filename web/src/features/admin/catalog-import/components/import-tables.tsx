import type { CatalogImportProblem, CatalogImportRowSummary } from '@bookstore/domain';
import type { ReactNode } from 'react';
import { AdminTable, CELL, ROW } from '../../components/admin-table';
import { countOf, formatCount } from '../../components/counts';

export const rowCount = (n: number) => countOf(n, 'row', 'rows');

/**
 * A box that scrolls a long table. It takes the keyboard's focus (and is named for it), so the
 * rows below its fold can be scrolled to without a mouse.
 */
function ScrollBox({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} data-testid={testId} className="max-h-96 overflow-y-auto">
      {children}
    </div>
  );
}

/** Long lists stop here on screen; the rest is counted. */
const SHOWN = 500;

/** Rows that were, or would be, refused: line, column and message, as the book schema words it. */
export function ProblemTable({ problems, caption }: { problems: readonly CatalogImportProblem[]; caption: string }) {
  if (problems.length === 0) return null;
  return (
    <ScrollBox label={caption} testId="import-problems">
      <AdminTable columns={['Line', 'Column', 'Problem']} caption={caption}>
        {problems.slice(0, SHOWN).map((problem, i) => (
          <tr key={`${problem.line}-${problem.column ?? ''}-${i}`} className={ROW}>
            <td className={CELL}>{problem.line}</td>
            <td className={CELL}>{problem.column ?? '–'}</td>
            <td className={CELL}>{problem.message}</td>
          </tr>
        ))}
      </AdminTable>
      {problems.length > SHOWN && (
        <p className="mt-2 text-sm text-gray-700">…and {formatCount(problems.length - SHOWN)} more.</p>
      )}
    </ScrollBox>
  );
}

/** Books by line: the first of a kind in the preview, or what an import wrote. */
export function BookRows({ rows, caption }: { rows: readonly CatalogImportRowSummary[]; caption: string }) {
  if (rows.length === 0) return null;
  return (
    <ScrollBox label={caption}>
      <AdminTable columns={['Line', 'Title', 'Changes']} caption={caption}>
        {rows.slice(0, SHOWN).map((row) => (
          <tr key={row.line} className={ROW}>
            <td className={CELL}>{row.line}</td>
            <td className={CELL}>{row.title}</td>
            <td className={CELL}>{row.changes?.join(', ') ?? '–'}</td>
          </tr>
        ))}
      </AdminTable>
      {rows.length > SHOWN && (
        <p className="mt-2 text-sm text-gray-700">…and {formatCount(rows.length - SHOWN)} more.</p>
      )}
    </ScrollBox>
  );
}
