import { describe, expect, it } from 'vitest';
import {
  applyCatalogImportBatches,
  catalogImportBatches,
  type CatalogCsvRow,
  type CatalogImportApplyRow,
  type CatalogImportBatchResult,
  type CatalogImportPreview,
  type CatalogImportSender,
} from '../src';

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

/** The runner leaves judging failures to its caller: here, a failure that says it is temporary. */
class TemporaryFailure extends Error {}
const isTemporary = (error: unknown) => error instanceof TemporaryFailure;

const run = (
  send: (batch: CatalogImportApplyRow[]) => Promise<CatalogImportBatchResult>,
  more: Partial<CatalogImportSender> = {},
) =>
  applyCatalogImportBatches(catalogImportBatches(rows, preview), { send, onProgress: () => {}, isTemporary, ...more });

describe('catalogImportBatches', () => {
  it('sends the planned rows in batches of 250, with the stock the preview saw for matched books', () => {
    const batches = catalogImportBatches(rows, preview);
    expect(batches.map((batch) => batch.length)).toEqual([250, 250, 100]);
    expect(batches[0]![0]).toEqual({ line: 2, values: { title: 'Book 0' } });
    expect(batches[0]![1]).toEqual({ line: 3, values: { title: 'Book 1' }, expectedStock: 5 });
  });

  it('leaves out rows the preview did not plan (unchanged, invalid)', () => {
    const some = { ...preview, plan: preview.plan.slice(0, 3) };
    expect(
      catalogImportBatches(rows, some)
        .flat()
        .map((row) => row.line),
    ).toEqual([2, 3, 4]);
  });
});

describe('applyCatalogImportBatches', () => {
  it('adds up every batch and reports progress after each', async () => {
    const progress: number[] = [];
    const outcome = await run((batch) => Promise.resolve(wrote(batch)), {
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([0, 250, 500, 600]);
    expect(outcome.created).toHaveLength(600);
    expect(outcome.stopped).toBeUndefined();
  });

  it('tries a batch once more after a failure the caller judges temporary', async () => {
    let calls = 0;
    const judged: unknown[] = [];
    const failure = new TemporaryFailure('The service is unavailable.');
    const outcome = await run(
      (batch) => {
        calls++;
        if (calls === 2) return Promise.reject(failure);
        return Promise.resolve(wrote(batch));
      },
      {
        isTemporary: (error) => {
          judged.push(error);
          return isTemporary(error);
        },
      },
    );
    expect(calls).toBe(4);
    expect(judged).toEqual([failure]);
    expect(outcome.rowsDone).toBe(600);
    expect(outcome.stopped).toBeUndefined();
  });

  it('stops at a batch that fails again, and names the lines that were not written', async () => {
    const outcome = await run((batch) =>
      batch[0]!.line === 252
        ? Promise.reject(new TemporaryFailure('Could not reach the store.'))
        : Promise.resolve(wrote(batch)),
    );
    expect(outcome.rowsDone).toBe(250);
    expect(outcome.created.map((row) => row.line)).toEqual(rows.slice(0, 250).map((row) => row.line));
    expect(outcome.stopped).toEqual({
      message: 'Could not reach the store.',
      notWritten: rows.slice(250).map((row) => row.line),
    });
  });

  it('does not try a batch again after a failure the caller does not judge temporary', async () => {
    let calls = 0;
    const outcome = await run(() => {
      calls++;
      return Promise.reject(new Error('A cell may be at most 10,000 characters.'));
    });
    expect(calls).toBe(1);
    expect(outcome.stopped?.notWritten).toHaveLength(600);
  });
});
