import { decodeCsvBytes, remittanceImportSchema, type RemittanceImportResult } from '@bookstore/domain';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@web/lib/api-client';
import { RefusalBanner } from '@web/components/form/refusal-banner';
import { useImportRemittances } from '../api/import-remittances';
import { showFailure } from '../../components/failure-alert';
import { RemittanceImportResults } from './remittance-import-results';

/** A 400 is about the file (unreadable, no AWB column…): shown under the form, with the file's own message. */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 400) return error.errors.file ?? error.message;
  return undefined;
}

/**
 * Import COD remittance: the owner picks the courier's CSV; the server matches it to delivered
 * COD orders by AWB and answers what it recorded and what it could not. Importing the same file
 * again changes nothing, so there is no confirmation step.
 */
export function RemittanceImportPanel() {
  const importRemittances = useImportRemittances();
  const [file, setFile] = useState<File>();
  const [refusal, setRefusal] = useState<string>();
  const [result, setResult] = useState<RemittanceImportResult>();
  const inputId = useId();
  const helpId = useId();

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    setResult(undefined);
    // The server's own schema, so a missing or too large file is refused before it is sent.
    let text: string;
    try {
      // Decoded as the server's reader would (a courier's Windows-1252 file keeps its ₹ and names).
      const decoded = file ? decodeCsvBytes(new Uint8Array(await file.arrayBuffer())).text : undefined;
      text = remittanceImportSchema.validateSync({ file: decoded }).file;
    } catch (error) {
      setRefusal((error as Error).message);
      return;
    }
    try {
      setResult(await importRemittances.mutateAsync(text));
    } catch (error) {
      const message = refusalOf(error);
      if (message) setRefusal(message);
      else await showFailure('The remittance file could not be imported', error);
    }
  };

  return (
    <section
      aria-labelledby="remittance-import-heading"
      className="mb-4 flex flex-col gap-3 rounded border border-gray-300 p-4"
    >
      <h2 id="remittance-import-heading" className="text-lg font-semibold">
        Import COD remittance
      </h2>
      <form onSubmit={upload} aria-label="Import COD remittance" className="flex flex-wrap items-baseline gap-3">
        <div>
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium">
            Courier’s remittance file (CSV)
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={helpId}
            onChange={(event) => setFile(event.target.files?.[0])}
            className="block text-sm"
          />
        </div>
        <button type="submit" disabled={importRemittances.isPending} className="btn-primary disabled:opacity-50">
          {importRemittances.isPending ? 'Uploading…' : 'Upload'}
        </button>
      </form>
      <p id={helpId} className="text-sm text-gray-700">
        The file from the courier’s panel, with columns for the AWB, the amount, the date and the reference. Orders are
        matched by AWB; a file imported twice changes nothing.
      </p>
      <RefusalBanner refusal={refusal} />
      {result && <RemittanceImportResults result={result} />}
    </section>
  );
}
