import { CATALOG_CSV_COLUMNS, CATALOG_IMPORT_LIMITS, type CatalogImportRowSummary } from '@bookstore/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { BookRows, ProblemTable, rowCount } from '../../../features/admin/catalog-import/import-tables';
import { formatCount } from '../../../features/admin/counts';
import {
  useCatalogImport,
  type FileNotes,
  type ImportStep,
} from '../../../features/admin/catalog-import/use-catalog-import';
import { Spinner } from '../../../features/admin/components/spinner';
import { usePageMeta } from '../../../lib/page-meta';

const BUTTON = 'rounded-md px-4 py-2 font-medium disabled:cursor-not-allowed disabled:opacity-50';

/** Manage Books → Import CSV: choose a file, read the preview, confirm, watch it land. */
export function Component() {
  usePageMeta('Import Books', 'Add and update books from a spreadsheet.');
  const { state, choose, confirm, restart } = useCatalogImport();
  return (
    <section aria-labelledby="import-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="import-heading" className="text-xl font-semibold">
          Import Books from CSV
        </h1>
        <Link to={paths.dashboard.manageBooks()} className="text-sm font-medium text-blue-700 hover:underline">
          Back to Manage Books
        </Link>
      </div>
      <StepView state={state} choose={choose} confirm={confirm} restart={restart} />
    </section>
  );
}

function StepView({
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

function ChooseFile({ refusal, choose }: { refusal?: string; choose: (file: File) => Promise<void> }) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className="space-y-4">
      <p id={helpId} className="text-sm text-gray-700">
        A CSV file (comma or semicolon separated, as any spreadsheet saves it) of at most{' '}
        {formatCount(CATALOG_IMPORT_LIMITS.rows)} rows, with a first row naming the columns:{' '}
        <code>{CATALOG_CSV_COLUMNS.join(', ')}</code>. Rows match books by ISBN, or by id when it is given. Export CSV
        on Manage Books gives a file in this form. Nothing is written until you confirm the preview.
      </p>
      <div>
        <label htmlFor={inputId} className="mb-1 block font-medium">
          CSV file
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={helpId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
          className="block text-sm"
        />
      </div>
      {refusal && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          {refusal}
        </p>
      )}
    </div>
  );
}

function FileNotesView({ file }: { file: FileNotes }) {
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

function Counts({ entries }: { entries: [string, number][] }) {
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

function Samples({ title, rows }: { title: string; rows: readonly CatalogImportRowSummary[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <BookRows rows={rows} caption={title} />
    </div>
  );
}

function Progress({ done, total }: { done: number; total: number }) {
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

function Result({ state, restart }: { state: Extract<ImportStep, { step: 'done' }>; restart: () => void }) {
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
