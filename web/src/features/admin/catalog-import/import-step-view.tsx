import { Spinner } from '../components/spinner';
import { BUTTON } from './button-class';
import { ChooseFile } from './choose-file';
import { FileNotesView } from './file-notes-view';
import { Counts } from './import-counts';
import { Progress } from './import-progress';
import { Result } from './import-result';
import { Samples } from './import-samples';
import { ProblemTable, rowCount } from './import-tables';
import type { ImportStep } from './use-catalog-import';

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
