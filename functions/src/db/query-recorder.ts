import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { threadId } from 'node:worker_threads';
import { Firestore, Query } from 'firebase-admin/firestore';

// Records the shape of every query this process sends, so a test can hold each shape against
// firestore.indexes.json (the emulator never asks for an index; production refuses a query that
// has none). Off unless `npm test` names a log folder in the flag: then db() installs the
// wrappers once per process; off, nothing is patched and production pays one variable read.
// Decision 067 says how the shapes are recorded and checked.

/** Set by `npm test` to the folder the query shapes are appended to, one file per process. */
export const QUERY_LOG_FLAG = 'BOOKSTORE_QUERY_LOG';

/** A filter as the query sends it: a field's operator, or AND/OR of filters. */
export type RecordedFilter = { field: string; op: string } | { composite: 'AND' | 'OR'; filters: RecordedFilter[] };

/** One query's shape: what decides the index it needs, and where the code built and ran it. */
export interface RecordedQuery {
  collection: string | null;
  collectionGroup: boolean;
  where?: RecordedFilter;
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  startAt?: { before: boolean };
  endAt?: { before: boolean };
  limit?: number;
  limitToLast?: boolean;
  offset?: number;
  select?: string[];
  aggregations?: { kind: 'count' | 'sum' | 'avg'; field?: string }[];
  transaction: boolean;
  /** file:line (absolute, mapped to .ts) of each builder call: where, orderBy, limit, count… */
  builtAt: string[];
  /** The first few project frames (outside node_modules) when the query was sent. */
  ranAt: string[];
}

interface ProtoFilter {
  fieldFilter?: { field: { fieldPath: string }; op: string };
  unaryFilter?: { field: { fieldPath: string }; op: string };
  compositeFilter?: { op: 'AND' | 'OR'; filters: ProtoFilter[] };
}

interface StructuredQuery {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: ProtoFilter;
  orderBy?: { field: { fieldPath: string }; direction: 'ASCENDING' | 'DESCENDING' }[];
  startAt?: { before?: boolean };
  endAt?: { before?: boolean };
  limit?: { value: number } | number;
  offset?: number;
  select?: { fields: { fieldPath: string }[] };
}

interface ProtoAggregation {
  count?: object;
  sum?: { field: { fieldPath: string } };
  avg?: { field: { fieldPath: string } };
}

export const recordingQueries = (): boolean => Boolean(process.env[QUERY_LOG_FLAG]);

const builtAt = new WeakMap<object, string[]>();
const written = new Set<string>();
let logFile: string | undefined;
let installed = false;

/** This process's log file, once the recorder is installed. */
export const queryLogFile = (): string | undefined => logFile;

/** Installs the recorder on this process's Admin SDK when the flag names a folder. */
export function recordQueriesIfAsked(firestore: Firestore): Firestore {
  const folder = process.env[QUERY_LOG_FLAG];
  if (!folder || installed) return firestore;
  installed = true;
  mkdirSync(folder, { recursive: true });
  logFile = join(folder, `queries-${process.pid}-${threadId}.jsonl`);
  installRunners(firestore);
  installBuilders();
  return firestore;
}

// --- where the code is: stack frames, mapped to the .ts source ---------------------------------

const THIS_FILE = /query-recorder\.[tj]s$/;
const sourceMaps = new Map<string, SourceMap | null>();

/**
 * The Functions emulator runs the esbuild bundle (functions/lib/index.js) with its map beside
 * it and Node's own source-map support off, so its frames are mapped here from the map file.
 * Vitest and tsx already report .ts frames.
 */
function mapped(file: string, line: number, column: number): string {
  if (!file.endsWith('.js')) return `${file}:${line}`;
  let map = sourceMaps.get(file);
  if (map === undefined) {
    const mapFile = `${file}.map`;
    map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as never) : null;
    sourceMaps.set(file, map);
  }
  const entry: { originalSource?: string; originalLine?: number } | undefined = map?.findEntry(line - 1, column - 1);
  if (!entry?.originalSource || entry.originalLine === undefined) return `${file}:${line}`;
  const source = entry.originalSource.replace(/^file:\/\//, '');
  return `${resolve(dirname(file), source)}:${entry.originalLine + 1}`;
}

const FRAME = /\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?\s*$/;

/**
 * The caller's frames outside node_modules and this file, nearest first, from the nearest
 * `depth` frames: a builder's caller is one or two frames up, a sent query's under the SDK's
 * own few. Fewer frames keep each capture cheap (Vitest maps every frame it is given).
 */
function projectFrames(max: number, depth: number): string[] {
  const holder: { stack?: string } = {};
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = depth;
  Error.captureStackTrace(holder, projectFrames);
  Error.stackTraceLimit = limit;
  const frames: string[] = [];
  for (const text of (holder.stack ?? '').split('\n').slice(1)) {
    const match = FRAME.exec(text);
    if (!match || text.includes('node:')) continue;
    const file = match[1]!.replace(/^file:\/\//, '');
    if (file.includes('/node_modules/')) continue;
    const frame = mapped(file, Number(match[2]), Number(match[3]));
    if (THIS_FILE.test(frame.replace(/:\d+$/, ''))) continue;
    frames.push(frame);
    if (frames.length === max) break;
  }
  return frames;
}

// --- the builders: each call adds its line to the query it returns ------------------------------

const BUILDERS = [
  'where',
  'orderBy',
  'limit',
  'limitToLast',
  'offset',
  'select',
  'startAt',
  'startAfter',
  'endAt',
  'endBefore',
  'count',
  'aggregate',
] as const;

function remember(from: object, result: unknown, site: string | undefined): void {
  if (typeof result !== 'object' || result === null) return;
  const sites = builtAt.get(from) ?? [];
  builtAt.set(result, site && !sites.includes(site) ? [...sites, site] : sites);
}

function installBuilders(): void {
  const proto = Query.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of BUILDERS) {
    const original = proto[name];
    if (typeof original !== 'function') throw new Error(`Firestore's Query has no ${name}; update query-recorder.ts.`);
    proto[name] = function (this: object, ...args: unknown[]) {
      const result = original.apply(this, args);
      remember(this, result, projectFrames(1, 6)[0]);
      return result;
    };
  }
  // A converter changes no shape: the query keeps the lines it was built on.
  const withConverter = proto.withConverter!;
  proto.withConverter = function (this: object, ...args: unknown[]) {
    const result = withConverter.apply(this, args);
    remember(this, result, undefined);
    return result;
  };
  const firestore = Firestore.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const collectionGroup = firestore.collectionGroup!;
  firestore.collectionGroup = function (this: object, ...args: unknown[]) {
    const result = collectionGroup.apply(this, args);
    remember(this, result, projectFrames(1, 6)[0]);
    return result;
  };
}

// --- the runners: every query and aggregation the SDK sends --------------------------------------

/** A transaction's id, or the options that begin one; a read time or nothing is outside one. */
const inTransaction = (transactionOrReadTime: unknown): boolean =>
  transactionOrReadTime instanceof Uint8Array ||
  (typeof transactionOrReadTime === 'object' &&
    transactionOrReadTime !== null &&
    typeof (transactionOrReadTime as { toMillis?: unknown }).toMillis !== 'function');

function filterOf(proto: ProtoFilter): RecordedFilter {
  if (proto.compositeFilter)
    return { composite: proto.compositeFilter.op, filters: proto.compositeFilter.filters.map(filterOf) };
  const single = proto.fieldFilter ?? proto.unaryFilter!;
  return { field: single.field.fieldPath, op: single.op };
}

function shapeOf(
  structured: StructuredQuery,
  limitToLast: boolean,
): Omit<RecordedQuery, 'transaction' | 'builtAt' | 'ranAt'> {
  const from = structured.from?.[0] ?? {};
  const limit = typeof structured.limit === 'number' ? structured.limit : structured.limit?.value;
  return {
    collection: from.collectionId ?? null,
    collectionGroup: from.allDescendants === true,
    ...(structured.where ? { where: filterOf(structured.where) } : {}),
    orderBy: (structured.orderBy ?? []).map((order) => ({ field: order.field.fieldPath, direction: order.direction })),
    ...(structured.startAt ? { startAt: { before: structured.startAt.before === true } } : {}),
    ...(structured.endAt ? { endAt: { before: structured.endAt.before === true } } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(limitToLast ? { limitToLast } : {}),
    ...(structured.offset ? { offset: structured.offset } : {}),
    ...(structured.select ? { select: structured.select.fields.map((field) => field.fieldPath) } : {}),
  };
}

function write(record: RecordedQuery): void {
  const line = JSON.stringify(record);
  if (written.has(line) || !logFile) return;
  written.add(line);
  appendFileSync(logFile, `${line}\n`);
}

/** A query the SDK itself refuses (toProto throws) is left to the SDK to report. */
function recorded(record: () => void): void {
  try {
    record();
  } catch {
    // The query's own call fails with the SDK's message.
  }
}

interface SentQuery {
  toProto: () => { structuredQuery: StructuredQuery };
  _queryOptions: { limitType?: unknown };
}

function recordQuery(query: SentQuery, transactionOrReadTime: unknown): void {
  // LimitType.Last is 1 in the SDK; the proto already carries its flipped order and cursors.
  const shape = shapeOf(query.toProto().structuredQuery, query._queryOptions.limitType === 1);
  write({
    ...shape,
    transaction: inTransaction(transactionOrReadTime),
    builtAt: builtAt.get(query) ?? [],
    ranAt: projectFrames(4, 24),
  });
}

function recordAggregation(aggregate: object, transactionOrReadTime: unknown): void {
  const request = (aggregate as { toProto: () => unknown }).toProto() as {
    structuredAggregationQuery: { structuredQuery: StructuredQuery; aggregations: ProtoAggregation[] };
  };
  const { structuredQuery, aggregations } = request.structuredAggregationQuery;
  const query = (aggregate as { _query: SentQuery })._query;
  write({
    ...shapeOf(structuredQuery, query._queryOptions.limitType === 1),
    aggregations: aggregations.map((aggregation) =>
      aggregation.sum
        ? { kind: 'sum', field: aggregation.sum.field.fieldPath }
        : aggregation.avg
          ? { kind: 'avg', field: aggregation.avg.field.fieldPath }
          : { kind: 'count' },
    ),
    transaction: inTransaction(transactionOrReadTime),
    builtAt: builtAt.get(aggregate) ?? [],
    ranAt: projectFrames(4, 24),
  });
}

/**
 * Every query's documents come through its QueryUtil's _stream (get, stream, a transaction's
 * get), and every aggregation's through AggregateQuery's _stream: one wrap each, so nothing is
 * recorded twice. query-index.test.ts proves the paths against the emulator.
 */
function installRunners(firestore: Firestore): void {
  // Neither QueryUtil nor AggregateQuery is exported at run time: their prototypes are taken from
  // a collection reference and its count (nothing is sent), before the builders are wrapped.
  const probe = firestore.collection('_');
  const util = Object.getPrototypeOf((probe as unknown as { _queryUtil: object })._queryUtil) as {
    _stream?: (query: SentQuery, transactionOrReadTime?: unknown, ...rest: unknown[]) => unknown;
  };
  const stream = util._stream;
  if (typeof stream !== 'function') throw new Error('Firestore has no QueryUtil._stream; update query-recorder.ts.');
  util._stream = function (this: unknown, query: SentQuery, transactionOrReadTime?: unknown, ...rest: unknown[]) {
    recorded(() => recordQuery(query, transactionOrReadTime));
    return stream.call(this, query, transactionOrReadTime, ...rest);
  };
  const aggregate = Object.getPrototypeOf(probe.count()) as {
    _stream?: (transactionOrReadTime?: unknown, ...rest: unknown[]) => unknown;
  };
  const aggregateStream = aggregate._stream;
  if (typeof aggregateStream !== 'function')
    throw new Error('Firestore has no AggregateQuery._stream; update query-recorder.ts.');
  aggregate._stream = function (this: object, transactionOrReadTime?: unknown, ...rest: unknown[]) {
    recorded(() => recordAggregation(this, transactionOrReadTime));
    return aggregateStream.call(this, transactionOrReadTime, ...rest);
  };
}
