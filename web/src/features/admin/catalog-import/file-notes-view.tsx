import type { FileNotes } from './use-catalog-import';

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
