import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { BUTTON, Counts, FileNotesView, Samples } from './import-step-view';
import { ProblemTable, rowCount } from './import-tables';
import type { ImportStep } from '../hooks/use-catalog-import';

/** The import's outcome: finished or stopped (and how to finish it), its counts and the rows left alone. */
export function Result({ state, restart }: { state: Extract<ImportStep, { step: 'done' }>; restart: () => void }) {
  const { outcome } = state;
  return (
    <div className="space-y-6">
      <FileNotesView file={state.file} />
      {outcome.stopped ? (
        <div role="alert" className="space-y-1 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">The import stopped: {outcome.stopped.message}</p>
          <p>
            {rowCount(outcome.rowsDone)} landed; {rowCount(outcome.stopped.notWritten.length)} (from line{' '}
            {outcome.stopped.notWritten[0]}) were not written. Import the same file again to finish: the rows that
            landed will show as unchanged.
          </p>
        </div>
      ) : (
        <p role="status" className="font-medium text-green-800">
          Import finished.
        </p>
      )}
      <Counts
        entries={[
          ['Created', outcome.created.length],
          ['Updated', outcome.updated.length],
          ['Unchanged', outcome.unchanged.length],
          [
            'Not written',
            outcome.conflicts.length + outcome.invalid.length + (outcome.stopped?.notWritten.length ?? 0),
          ],
        ]}
      />
      {outcome.conflicts.length + outcome.invalid.length > 0 && (
        <div>
          <h2 className="mb-2 font-semibold">Rows left alone</h2>
          <ProblemTable
            problems={[...outcome.conflicts, ...outcome.invalid].sort((a, b) => a.line - b.line)}
            caption="Rows left alone"
          />
        </div>
      )}
      <Samples title="Books created" rows={outcome.created} />
      <Samples title="Books updated" rows={outcome.updated} />
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={restart} className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}>
          Import another file
        </button>
        <Link to={paths.dashboard.manageBooks()} className={`${BUTTON} border border-gray-400 hover:bg-gray-100`}>
          Back to Manage Books
        </Link>
      </div>
    </div>
  );
}
