import { CATALOG_CSV_COLUMNS, CATALOG_IMPORT_LIMITS } from '@bookstore/domain';
import { useId } from 'react';
import { FileInput } from '@web/components/form/file-input';
import { RefusalBanner } from '@web/components/form/refusal-banner';
import { formatCount } from '../../components/counts';

/** The first step: what a catalog file must look like, the file input, and why a file was refused. */
export function ChooseFile({ refusal, choose }: { refusal?: string; choose: (file: File) => Promise<void> }) {
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
        <FileInput label="CSV file" accept=".csv,text/csv" describedBy={helpId} onFile={(file) => void choose(file)} />
      </div>
      <RefusalBanner refusal={refusal} />
    </div>
  );
}
