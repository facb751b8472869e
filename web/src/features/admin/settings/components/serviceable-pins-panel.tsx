import { formatStoreDateTime, type ServiceablePinsSummary } from '@bookstore/domain';
import { useState } from 'react';
import { confirmAction } from '@web/lib/alerts';
import { FileInput } from '@web/components/form/file-input';
import { RefusalBanner } from '@web/components/form/refusal-banner';
import { useUploadServiceablePins } from '../api/upload-serviceable-pins';
import { countOf } from '../../components/counts';
import { showFailure } from '../../components/failure-alert';
import { BadPinList } from './bad-pin-list';
import { readPinCsv, type PinCsvReading } from './read-pin-csv';

type ReadFile = Extract<PinCsvReading, { ok: true }> & { name: string };

function CurrentList({ summary }: { summary: ServiceablePinsSummary }) {
  if (summary.count === 0 || !summary.uploadedAt)
    return <p data-testid="serviceable-pins-current">No list: every PIN code can be delivered to.</p>;
  return (
    <p data-testid="serviceable-pins-current">
      {countOf(summary.count, 'PIN code', 'PIN codes')}, uploaded{' '}
      <time dateTime={summary.uploadedAt}>{formatStoreDateTime(summary.uploadedAt)}</time>. A PIN code outside the list
      cannot be delivered to.
    </p>
  );
}

/**
 * The courier's serviceable PIN codes: a CSV from the courier's panel is read here, its codes
 * counted and its bad rows shown, and only then uploaded, replacing the list as a whole.
 */
export function ServiceablePinsPanel({ summary }: { summary: ServiceablePinsSummary }) {
  const upload = useUploadServiceablePins();
  const [chosen, setChosen] = useState<ReadFile | null>(null);
  const [refusal, setRefusal] = useState('');
  const [outcome, setOutcome] = useState('');

  const choose = async (file: File) => {
    setOutcome('');
    const read = readPinCsv(new Uint8Array(await file.arrayBuffer()));
    setRefusal(read.ok ? '' : read.message);
    setChosen(read.ok ? { ...read, name: file.name } : null);
  };

  const send = async (pins: string[]) => {
    try {
      const saved = await upload.mutateAsync(pins);
      setChosen(null);
      setOutcome(
        saved.count === 0 ? 'The list was removed.' : `Uploaded ${countOf(saved.count, 'PIN code', 'PIN codes')}.`,
      );
    } catch (error) {
      await showFailure('The PIN codes could not be uploaded', error);
    }
  };

  const remove = async () => {
    if (!(await confirmAction('Remove the list?', 'Every PIN code can then be delivered to.', 'Remove list'))) return;
    await send([]);
  };

  return (
    <section
      aria-labelledby="serviceable-pins-heading"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="serviceable-pins-heading" className="text-lg font-semibold">
        Serviceable PIN codes
      </h2>
      <CurrentList summary={summary} />
      <div>
        <FileInput label="CSV from the courier’s panel" accept=".csv,text/csv" onFile={(file) => void choose(file)} />
        <p className="mt-1 text-sm text-gray-700">
          The column headed Pincode, PIN code, PIN, Postcode or Zip is read; the others are ignored.
        </p>
      </div>
      <RefusalBanner refusal={refusal} />
      {chosen && (
        <div className="space-y-2" data-testid="pin-file-summary">
          <p>
            {chosen.name}: {countOf(chosen.pins.length, 'PIN code', 'PIN codes')} in the column “{chosen.column}”
            {chosen.duplicates > 0 && ` (${countOf(chosen.duplicates, 'repeat', 'repeats')} counted once)`}.
          </p>
          <BadPinList bad={chosen.bad} />
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={upload.isPending || chosen.pins.length === 0}
              onClick={() => send(chosen.pins)}
              className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800 disabled:opacity-50"
            >
              Upload {countOf(chosen.pins.length, 'PIN code', 'PIN codes')}
            </button>
            <button type="button" onClick={() => setChosen(null)} className="rounded-md border px-4 py-2 font-medium">
              Choose another file
            </button>
          </div>
        </div>
      )}
      {summary.count > 0 && (
        <button
          type="button"
          disabled={upload.isPending}
          onClick={remove}
          className="rounded-md border border-red-600 px-4 py-2 font-medium text-red-800 hover:bg-gray-100 disabled:opacity-50"
        >
          Remove list
        </button>
      )}
      <p role="status" className="text-sm text-gray-700">
        {outcome}
      </p>
    </section>
  );
}
