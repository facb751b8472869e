import { appendFileSync } from 'node:fs';
import { countingFirestoreOperations, runCounted, type OperationCount } from '../../db/operation-count';

/**
 * Where triggers append their counts as JSON lines when the bench counts: a trigger answers no
 * request that could carry the header. Set by `npm run bench` beside the flag.
 */
export const TRIGGER_COUNT_FILE = 'BENCH_FIRESTORE_TRIGGER_LOG';

/** A trigger's work; with the bench's flag and file set, its Firestore reads and writes are appended there. */
export async function countedTrigger(name: string, id: string, work: () => Promise<unknown>): Promise<void> {
  const file = process.env[TRIGGER_COUNT_FILE];
  if (!countingFirestoreOperations() || !file) {
    await work();
    return;
  }
  const count: OperationCount = { reads: 0, writes: 0 };
  try {
    await runCounted(count, work);
  } finally {
    appendFileSync(file, `${JSON.stringify({ trigger: name, id, ...count })}\n`);
  }
}
