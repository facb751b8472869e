// `npx tsx scripts/first-load-stats.ts`: where the first load's bytes come from, as tables for
// decision 058. Builds the SPA for production with source maps into a temporary
// folder, takes the files the storefront's entry loads (the budget's own list:
// storefrontEntrySize, the entry and its static imports from the build's manifest) and prints
// each one's gzip -9 and brotli sizes, then its bytes by npm package (app code by folder), from
// the source maps: each generated segment's bytes go to the source it maps to.
//
// The gzip bytes of a package are an APPROXIMATION: its share of its file's bytes times the
// file's gzip -9 size. Code that compresses better or worse than its neighbours (long string
// tables, repeated names) is over- or under-counted; only the files' own gzip figures are exact.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotli11Size, bytes, gzip9Size, storefrontEntrySize } from './lib/bundle-budget';
import { buildClientInto } from './lib/client-build';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';
import { builtFileBySource, packageOf, UNMAPPED, WITHOUT_MAP } from './lib/source-map-bytes';

interface Share {
  group: string;
  rawBytes: number;
  /** rawBytes' share of the file's gzip -9: an approximation. */
  gzipBytes: number;
}

interface WeighedFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  shares: Share[];
}

function weigh(dist: string, file: string): WeighedFile {
  const body = readFileSync(join(dist, file));
  const gzipBytes = gzip9Size(body);
  const groups = new Map<string, number>();
  for (const [source, count] of builtFileBySource(dist, file, ROOT)) {
    const group = source === UNMAPPED || source === WITHOUT_MAP ? source : packageOf(source);
    groups.set(group, (groups.get(group) ?? 0) + count);
  }
  const shares = [...groups]
    .map(([group, rawBytes]) => ({ group, rawBytes, gzipBytes: (gzipBytes * rawBytes) / body.length }))
    .sort((a, b) => b.rawBytes - a.rawBytes);
  return { file, rawBytes: body.length, gzipBytes, brotliBytes: brotli11Size(body), shares };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const table = (head: string[], rows: string[][]) =>
  [head, head.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');

function print(files: WeighedFile[]): void {
  const sum = (count: (file: WeighedFile) => number) => files.reduce((total, file) => total + count(file), 0);
  const gzipTotal = sum((file) => file.gzipBytes);
  console.log('\nThe first load of / by chunk (exact):\n');
  console.log(
    table(
      ['file', 'raw', 'gzip -9', 'brotli 11'],
      [
        ...files.map((file) => [file.file, bytes(file.rawBytes), bytes(file.gzipBytes), bytes(file.brotliBytes)]),
        ['total', bytes(sum((f) => f.rawBytes)), bytes(gzipTotal), bytes(sum((f) => f.brotliBytes))],
      ],
    ),
  );

  const byGroup = new Map<string, { rawBytes: number; gzipBytes: number }>();
  for (const share of files.flatMap((file) => file.shares)) {
    const entry = byGroup.get(share.group) ?? { rawBytes: 0, gzipBytes: 0 };
    entry.rawBytes += share.rawBytes;
    entry.gzipBytes += share.gzipBytes;
    byGroup.set(share.group, entry);
  }
  console.log('\nBy package, the store’s code by folder (raw bytes from the source maps; gzip ≈ proportional):\n');
  console.log(
    table(
      ['package or folder', 'raw', '≈ gzip -9', 'share of gzip'],
      [...byGroup]
        .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
        .map(([group, size]) => [
          group,
          bytes(size.rawBytes),
          bytes(Math.round(size.gzipBytes)),
          percent(size.gzipBytes, gzipTotal),
        ]),
    ),
  );

  for (const file of files) {
    console.log(`\n${file.file}: ${bytes(file.gzipBytes)} gzip -9 of ${bytes(file.rawBytes)}\n`);
    console.log(
      table(
        ['package or folder', 'raw', '≈ gzip -9'],
        file.shares.map((share) => [share.group, bytes(share.rawBytes), bytes(Math.round(share.gzipBytes))]),
      ),
    );
  }
}

async function main(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'bookstore-first-load-'));
  try {
    console.log('• Building the SPA for production, with source maps…');
    await buildClientInto(dist, { sourcemap: true });
    print(storefrontEntrySize(dist).files.map((file) => weigh(dist, file)));
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
}

void runMain(main);
