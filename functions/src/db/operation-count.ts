import { AsyncLocalStorage } from 'node:async_hooks';
import { DocumentSnapshot, Firestore, Query, QuerySnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../firebase';

// Counts the Firestore documents a request reads and writes, for `npm run bench` only (to
// show an order costs the same at 20,000 books as at 42). Off unless the bench sets the flag
// for the emulated functions: then app.ts adds no middleware, the triggers run as they are and
// nothing here is patched, so production pays nothing. On, the Admin SDK's read and commit
// methods are wrapped once per process and add to the scope (a request's, see
// http/firestore-operation-header.ts, or a trigger's) that called them.

/** Set to 1 by `npm run bench` for the Functions emulator; never by start, test or deploy. */
export const OPERATION_COUNT_FLAG = 'BENCH_COUNT_FIRESTORE';

export interface OperationCount {
  /** Documents read as Firestore bills them (a query with no result, or a missing document, is 1). */
  reads: number;
  /** Documents created, set, updated or deleted by committed batches and transactions. */
  writes: number;
}

export const countingFirestoreOperations = (): boolean => process.env[OPERATION_COUNT_FLAG] === '1';

const scope = new AsyncLocalStorage<OperationCount>();
let catalogDocuments = 0;

/**
 * Books and deletions this process's catalog copy has taken in since it started (its full
 * reads and catch-ups, services/catalog/instance-catalog.ts). Process-wide, as the copy serves
 * every request; an addition is all it costs when the flag is off.
 */
export function countCatalogDocuments(n: number): void {
  catalogDocuments += n;
}

/** Books and deletions this process's catalog copy has taken in so far. */
export const catalogDocumentsTaken = (): number => catalogDocuments;

/** Runs `work` (and everything it starts) adding to `count`. */
export function runCounted<T>(count: OperationCount, work: () => T): T {
  installCounters();
  return scope.run(count, work);
}

/**
 * Aggregations are billed one read per 1,000 index entries they count, at least one. The
 * package exports no AggregateQuerySnapshot class to test against, hence the shape.
 */
function aggregationReads(snapshot: { data: () => Record<string, unknown> }): number {
  const counted = snapshot.data().count;
  return Math.max(1, Math.ceil((typeof counted === 'number' ? counted : 0) / 1000));
}

function readsOf(result: unknown): number {
  if (result instanceof QuerySnapshot) return Math.max(1, result.size);
  if (result instanceof DocumentSnapshot) return 1;
  if (Array.isArray(result)) return result.length; // getAll: one per document named, found or not
  if (typeof (result as { data?: unknown } | null)?.data === 'function') return aggregationReads(result as never);
  return 0;
}

let installed = false;

/**
 * Wraps each place a document is read or written, exactly once per path. DocumentReference.get
 * goes through Firestore.getAll, batch and transaction commits through WriteBatch._commit,
 * and a transaction's queries through Query._get (not Query.get), so none is counted twice.
 * operation-count.test.ts proves each path against the emulator.
 */
function installCounters(): void {
  if (installed) return;
  installed = true;
  const countReads = (proto: object, method: string) => {
    const target = proto as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const original = target[method];
    if (typeof original !== 'function')
      throw new Error(`Firestore has no ${method} to count; update operation-count.ts.`);
    target[method] = async function (this: unknown, ...args: unknown[]) {
      const count = scope.getStore();
      const result = await original.apply(this, args);
      if (count) count.reads += readsOf(result);
      return result;
    };
  };
  countReads(Firestore.prototype, 'getAll');
  countReads(Query.prototype, 'get');
  // Not exported by the package: its prototype is taken from an aggregation (no request is sent).
  countReads(Object.getPrototypeOf(db().collection('books').count()) as object, 'get');
  countReads(Transaction.prototype, 'get');
  countReads(Transaction.prototype, 'getAll');

  // Internal, but the one method every committed write passes: WriteBatch.commit, the
  // DocumentReference writes (a batch of one) and a transaction's commit.
  const batch = WriteBatch.prototype as unknown as {
    _commit?: (...args: unknown[]) => Promise<unknown>;
    _opCount?: number;
  };
  const commit = batch._commit;
  if (typeof commit !== 'function')
    throw new Error('Firestore has no WriteBatch._commit to count; update operation-count.ts.');
  batch._commit = async function (this: { _opCount: number }, ...args: unknown[]) {
    const count = scope.getStore();
    const writes = this._opCount;
    const result = await commit.apply(this, args);
    if (count) count.writes += writes;
    return result;
  };
}
