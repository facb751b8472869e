import type { CatalogCsvRow, CatalogImportBatchResult, CatalogImportPreview } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { applyBatches, importBatches } from '../src/features/admin/catalog-import/import-batches';
import { ApiError } from '../src/lib/api-client';

const rows: CatalogCsvRow[] = Array.from({ length: 600 }, (_, i) => ({ line: i + 2, values: { title: `Book ${i}` } }));

/** Every row planned: odd lines update a book with 5 copies, even lines are new. */
const preview: CatalogImportPreview = {
  counts: { new: 300, updated: 300, unchanged: 0, invalid: 0 },
  invalid: [],
  samples: { new: [], updated: [], unchanged: [] },
  plan: rows.map(({ line }) => (line % 2 ? { line, kind: 'updated', stock: 5 } : { line, kind: 'new' })),
};

const wrote = (batch: { line: number }[]): CatalogImportBatchResult => ({
  created: batch.map(({ line }) => ({ line, id: `id-${line}`, title: `Book ${line}` })),
  updated: [],
  unchanged: [],
  conflicts: [],
  invalid: [],
});

describe('importBatches', () => {
  it('sends the planned rows in batches of 250, with the stock the preview saw for matched books', () => {
    const batches = importBatches(rows, preview);
    expect(batches.map((batch) => batch.length)).toEqual([250, 250, 100]);
    expect(batches[0]![0]).toEqual({ line: 2, values: { title: 'Book 0' } });
    expect(batches[0]![1]).toEqual({ line: 3, values: { title: 'Book 1' }, expectedStock: 5 });
  });

  it('leaves out rows the preview did not plan (unchanged, invalid)', () => {
    const some = { ...preview, plan: preview.plan.slice(0, 3) };
    expect(
      importBatches(rows, some)
        .flat()
        .map((row) => row.line),
    ).toEqual([2, 3, 4]);
  });
});

describe('applyBatches', () => {
  it('adds up every batch and reports progress after each', async () => {
    const progress: number[] = [];
    const outcome = await applyBatches(
      importBatches(rows, preview),
      (batch) => Promise.resolve(wrote(batch)),
      (done) => progress.push(done),
    );
    expect(progress).toEqual([0, 250, 500, 600]);
    expect(outcome.created).toHaveLength(600);
    expect(outcome.stopped).toBeUndefined();
  });

  it('tries a batch once more after a network or server failure', async () => {
    let calls = 0;
    const outcome = await applyBatches(
      importBatches(rows, preview),
      (batch) => {
        calls++;
        if (calls === 2) return Promise.reject(new ApiError(503, 'The service is unavailable.'));
        return Promise.resolve(wrote(batch));
      },
      () => {},
    );
    expect(calls).toBe(4);
    expect(outcome.rowsDone).toBe(600);
    expect(outcome.stopped).toBeUndefined();
  });

  it('stops at a batch that fails again, and names the lines that were not written', async () => {
    const outcome = await applyBatches(
      importBatches(rows, preview),
      (batch) =>
        batch[0]!.line === 252
          ? Promise.reject(new ApiError(0, 'Could not reach the store.'))
          : Promise.resolve(wrote(batch)),
      () => {},
    );
    expect(outcome.rowsDone).toBe(250);
    expect(outcome.created.map((row) => row.line)).toEqual(rows.slice(0, 250).map((row) => row.line));
    expect(outcome.stopped).toEqual({
      message: 'Could not reach the store.',
      notWritten: rows.slice(250).map((row) => row.line),
    });
  });

  it('does not try a refused batch again', async () => {
    let calls = 0;
    const outcome = await applyBatches(
      importBatches(rows, preview),
      () => {
        calls++;
        return Promise.reject(new ApiError(400, 'A cell may be at most 10,000 characters.'));
      },
      () => {},
    );
    expect(calls).toBe(1);
    expect(outcome.stopped?.notWritten).toHaveLength(600);
  });
});
