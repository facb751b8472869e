import {
  CATALOG_IMPORT_LIMITS,
  catalogImportBatches,
  readCatalogCsv,
  type CatalogCsvRow,
  type CatalogImportOutcome,
  type CatalogImportPreview,
  type CatalogImportProblem,
} from '@bookstore/domain';
import { useEffect, useState } from 'react';
import { useInvalidateBooks } from '../../api/admin-keys';
import { useAdminRequest } from '../../api/admin-request';
import { applyImportBatch } from '../api/apply-import-batch';
import { previewImport } from '../api/preview-import';
import { applyBatches } from '../api/import-batches';

/** What the file said before the server saw it: columns left out, the encoding it was read in. */
export interface FileNotes {
  name: string;
  unknownColumns: string[];
  windows1252: boolean;
}

export type ImportStep =
  | { step: 'choose'; refusal?: string }
  | { step: 'checking'; file: FileNotes }
  | {
      step: 'preview';
      file: FileNotes;
      rows: CatalogCsvRow[];
      preview: CatalogImportPreview;
      /** The server's invalid rows and the rows the parser could not read, in line order. */
      problems: CatalogImportProblem[];
      invalidRows: number;
    }
  | { step: 'applying'; file: FileNotes; done: number; total: number }
  | { step: 'done'; file: FileNotes; outcome: CatalogImportOutcome };

const MB = 1024 * 1024;

/** A file whose every row the parser refused: nothing for the server to preview. */
const NOTHING_TO_PREVIEW: CatalogImportPreview = {
  counts: { new: 0, updated: 0, unchanged: 0, invalid: 0 },
  invalid: [],
  samples: { new: [], updated: [], unchanged: [] },
  plan: [],
};

/**
 * Manage Books → Import CSV, step by step: the file is read here (papaparse, in the shared
 * domain), checked and matched by the server (the preview), and written only when the owner
 * confirms, in batches, with the progress shown.
 */
export function useCatalogImport() {
  const request = useAdminRequest();
  const invalidateBooks = useInvalidateBooks();
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const applying = state.step === 'applying';

  // Closing the tab mid-import would stop the batches not yet sent: the browser asks first.
  useEffect(() => {
    if (!applying) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [applying]);

  const choose = async (chosen: File) => {
    // Refused before a byte is read: the browser knows the size.
    if (chosen.size > CATALOG_IMPORT_LIMITS.bytes) {
      setState({
        step: 'choose',
        refusal: `The file is ${(chosen.size / MB).toFixed(1)} MB; a catalog file may be at most ${CATALOG_IMPORT_LIMITS.bytes / MB} MB.`,
      });
      return;
    }
    const read = readCatalogCsv(new Uint8Array(await chosen.arrayBuffer()));
    if (!read.ok) {
      setState({ step: 'choose', refusal: read.message });
      return;
    }
    const file = {
      name: chosen.name,
      unknownColumns: read.unknownColumns,
      windows1252: read.encoding === 'windows-1252',
    };
    setState({ step: 'checking', file });
    try {
      const preview = read.rows.length ? await previewImport(request, read.rows) : NOTHING_TO_PREVIEW;
      const unreadable = read.rowProblems.map(({ line, message }) => ({ line, column: null, message }));
      setState({
        step: 'preview',
        file,
        rows: read.rows,
        preview,
        problems: [...preview.invalid, ...unreadable].sort((a, b) => a.line - b.line),
        invalidRows: preview.counts.invalid + unreadable.length,
      });
    } catch (error) {
      setState({ step: 'choose', refusal: error instanceof Error ? error.message : String(error) });
    }
  };

  const confirm = async () => {
    if (state.step !== 'preview') return;
    const { file, rows, preview } = state;
    const outcome = await applyBatches(
      catalogImportBatches(rows, preview),
      (batch) => applyImportBatch(request, batch),
      (done, total) => setState({ step: 'applying', file, done, total }),
    );
    setState({ step: 'done', file, outcome });
    // The import's books are in: every screen's lists are refetched.
    await invalidateBooks();
  };

  return { state, choose, confirm, restart: () => setState({ step: 'choose' }) };
}
