import type { CatalogImportApplyRow, CatalogImportBatchResult } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { applyBatches } from '@web/features/admin/catalog-import/api/import-batches';
import { ApiError } from '@web/lib/api-client';

// The runner itself is tested in domain (catalog-import-batches.test.ts); here, the browser's
// judgement of which failures are worth a second try.

const batches: CatalogImportApplyRow[][] = [[{ line: 2, values: { title: 'Book 0' } }]];

/** The server's answer when every row matched its book as it is. */
const unchanged = (batch: { line: number }[]): CatalogImportBatchResult => ({
  created: [],
  updated: [],
  unchanged: batch.map(({ line }) => line),
  conflicts: [],
  invalid: [],
});

/** Sends the one batch, failing the first try with `failure`: how many tries, and the outcome. */
async function failOnce(failure: Error) {
  let calls = 0;
  const outcome = await applyBatches(
    batches,
    (batch) => (++calls === 1 ? Promise.reject(failure) : Promise.resolve(unchanged(batch))),
    () => {},
  );
  return { calls, outcome };
}

describe('applyBatches (the admin import in the browser)', () => {
  it.each([
    ['the server failing', new ApiError(503, 'The service is unavailable.')],
    ['the network', new ApiError(0, 'Could not reach the store.')],
  ])('tries a batch once more after %s', async (_, failure) => {
    const { calls, outcome } = await failOnce(failure);
    expect(calls).toBe(2);
    expect(outcome.rowsDone).toBe(1);
    expect(outcome.stopped).toBeUndefined();
  });

  it.each([
    ['a refusal', new ApiError(400, 'A cell may be at most 10,000 characters.')],
    ['a failure that is not the API client’s', new Error('Something else broke.')],
  ])('does not try a batch again after %s', async (_, failure) => {
    const { calls, outcome } = await failOnce(failure);
    expect(calls).toBe(1);
    expect(outcome.rowsDone).toBe(0);
    expect(outcome.stopped).toEqual({ message: failure.message, notWritten: [2] });
  });
});
