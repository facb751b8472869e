import { CATALOG_CSV_COLUMNS, CATALOG_IMPORT_LIMITS } from '@bookstore/domain';
import { useId } from 'react';
import { formatCount } from '../counts';

/** The first step: what a catalog file must look like, the file input, and why a file was refused. */
export function ChooseFile({ refusal, choose }: { refusal?: string; choose: (file: File) => Promise<void> }) {
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
