/**
 * Placeholder for the bench-only Firestore operation counter (issue 17): the catalog index
 * reports the documents its listener receives. Counts nothing unless the bench's flag is set.
 */
let listenerDocuments = 0;

export function countListenerDocuments(count: number): void {
  if (process.env.BENCH_COUNT_FIRESTORE === '1') listenerDocuments += count;
}

export const listenerDocumentsReceived = () => listenerDocuments;
