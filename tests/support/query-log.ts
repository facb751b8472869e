import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RecordedQuery } from '../../functions/src/db/query-recorder';
import { QUERY_LOG_DIR, ROOT } from '../../scripts/lib/paths';
import { checkQueries, describeMissing, querySites, unrunSites, type IndexFile } from './query-indexes';

/**
 * `npm test`'s log of query shapes (src/db/query-recorder.ts, decision 067): `start` empties it
 * before the suites; `report` holds every shape against firestore.indexes.json and lists the
 * query sites no suite ran, failing on either and on index entries no query uses. `--partial`
 * (a targeted run, or a look at part of a run) prints the same and fails on nothing.
 */

export const INDEXES_FILE = join(ROOT, 'firestore.indexes.json');

/**
 * Where queries are built. scripts/bench and scripts/abuse are measuring tools run by hand
 * (`npm run bench`, `npm run abuse:*`), never by a suite, and they seed and read in ways the
 * store never does; the recorder and the operation counter build a count only to reach the
 * SDK's prototypes, sending nothing.
 */
const SOURCE_ROOTS = ['functions/src', 'scripts'];
const NOT_QUERY_SITES = [
  'scripts/bench/',
  'scripts/abuse/',
  'functions/src/db/query-recorder.ts',
  'functions/src/db/operation-count.ts',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (NOT_QUERY_SITES.some((skip) => path === skip || `${path}/`.startsWith(skip))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every query-building line of the server's and the scripts' code. */
export function sourceQuerySites(): string[] {
  return querySites(
    SOURCE_ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') })),
  );
}

const ours = (site: string) => SOURCE_ROOTS.some((root) => site.startsWith(`${root}/`));

/** The recorded shapes, paths relative to the repository; the tests' own queries left out. */
export function readQueryLog(dir = QUERY_LOG_DIR): RecordedQuery[] {
  if (!existsSync(dir)) return [];
  const shown = (site: string) => (site.startsWith('/') ? relative(ROOT, site) : site);
  const queries = readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedQuery)
    .map((query) => ({ ...query, builtAt: query.builtAt.map(shown), ranAt: query.ranAt.map(shown) }));
  // A query is the store's when the store's code built it, or ran it when nothing built it.
  return queries.filter((query) => (query.builtAt.length > 0 ? query.builtAt : query.ranAt.slice(0, 1)).some(ours));
}

export const readIndexes = (): IndexFile => JSON.parse(readFileSync(INDEXES_FILE, 'utf8')) as IndexFile;

/** Prints the report; returns whether the run passes. */
export function printQueryReport(partial: boolean): boolean {
  const queries = readQueryLog();
  const files = existsSync(QUERY_LOG_DIR) ? readdirSync(QUERY_LOG_DIR).length : 0;
  const { missing, unused } = checkQueries(queries, readIndexes());
  const unrun = unrunSites(sourceQuerySites(), queries);
  console.log(
    `\nFirestore queries: ${queries.length} shapes recorded by ${files} processes, held against firestore.indexes.json` +
      `${partial ? ' (part of a run: nothing fails)' : ''}.`,
  );
  for (const problem of missing) console.log(describeMissing(problem));
  if (unused.length > 0)
    console.log(
      `✖ ${unused.length} index entries no recorded query uses; remove them from firestore.indexes.json:\n` +
        unused.map((index) => `    ${JSON.stringify(index)}`).join('\n'),
    );
  if (unrun.length > 0)
    console.log(`✖ ${unrun.length} query sites no suite ran (give each a test that runs it):\n  ${unrun.join('\n  ')}`);
  if (missing.length + unused.length + unrun.length === 0)
    console.log('✓ Every query has its index; every query site ran.');
  console.log('');
  return partial || missing.length + unused.length + unrun.length === 0;
}

if (process.argv[1] && /query-log\.ts$/.test(process.argv[1])) {
  if (process.argv[2] === 'start') rmSync(QUERY_LOG_DIR, { recursive: true, force: true });
  else if (!printQueryReport(process.argv.includes('--partial'))) process.exit(1);
}
