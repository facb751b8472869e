import type { CatalogImportRowSummary } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatCount } from '../../components/counts';
import { Spinner } from '../../components/spinner';
import type { FileNotes, ImportStep } from '../hooks/use-catalog-import';
import { ChooseFile } from './choose-file';
import { BookRows, ProblemTable, rowCount } from './import-tables';

/** The import's screen for the step it is at: choose, checking, preview, applying, done. */
export function StepView({
  state,
  choose,
  confirm,
  restart,
}: {
  state: ImportStep;
  choose: (file: File) => Promise<void>;
  confirm: () => Promise<void>;
  restart: () => void;
}) {
  switch (state.step) {
    case 'choose':
      return <ChooseFile refusal={state.refusal} choose={choose} />;
    case 'checking':
      return <Spinner label={`Checking ${state.file.name}…`} />;
    case 'preview': {
      const { preview, problems, invalidRows, file } = state;
      const toWrite = preview.counts.new + preview.counts.updated;
      return (
        <div className="space-y-6">
          <FileNotesView file={file} />
          <Counts
            entries={[
              ['New', preview.counts.new],
              ['Updated', preview.counts.updated],
              ['Unchanged', preview.counts.unchanged],
              ['Invalid', invalidRows],
            ]}
          />
          <p className="text-sm text-gray-700">Nothing has been written yet.</p>
          {problems.length > 0 && (
            <div>
              <h2 className="mb-2 font-semibold">Invalid rows: these will not be imported</h2>
              <ProblemTable problems={problems} caption="Invalid rows" />
            </div>
          )}
          <Samples title="First new books" rows={preview.samples.new} />
          <Samples title="First updates" rows={preview.samples.updated} />
          <Samples title="First unchanged books" rows={preview.samples.unchanged} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => void confirm()}
              disabled={toWrite === 0}
              className={`${BUTTON} bg-blue-700 text-white hover:bg-blue-800`}
            >
              {toWrite === 0 ? 'Nothing to import' : `Import ${rowCount(toWrite)}`}
            </button>
            <button type="button" onClick={restart} className={`${BUTTON} border border-gray-400 hover:bg-gray-100`}>
              Choose another file
            </button>
          </div>
        </div>
      );
    }
    case 'applying':
      return <Progress done={state.done} total={state.total} />;
    case 'done':
      return <Result state={state} restart={restart} />;
  }
}

/** The import's buttons and button-like links: the look they share, and a disabled one dimmed. */
export const BUTTON = 'rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed disabled:opacity-50';

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

/** The chosen file's name, and what was left out of it or read differently. */
export function FileNotesView({ file }: { file: FileNotes }) {
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>
        File: <span className="font-medium">{file.name}</span>
      </p>
      {file.unknownColumns.length > 0 && (
        <p data-testid="unknown-columns">
          Columns that are not part of a book were left out: {file.unknownColumns.join(', ')}.
        </p>
      )}
      {file.windows1252 && <p>The file is not UTF-8; it was read as Windows-1252, as Excel saves a plain CSV.</p>}
    </div>
  );
}

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
