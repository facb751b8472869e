import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The most the first view of `/` may fetch, in gzip -9 bytes of its JS and CSS bodies, as a phone
 * fetches them until the network is idle (tests/budget/bundle-budget.e2e.ts). 112 KB
 * (decision 058), so that reviews, coupons and a second language find room without a
 * fight over bytes.
 */
export const FIRST_LOAD_LIMIT = 112 * 1024;

/** gzip level 9 of a body: what the budgets count (stabler than any one server's level). */
export const gzip9Size = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** Brotli as production Hosting serves static text: the best quality, the text mode. */
export const brotli11Size = (body: Buffer): number =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

export const bytes = (count: number): string => `${count.toLocaleString('en-US')} B`;

/** How many of the largest files a failure names: where the next person should look first. */
const LARGEST_NAMED = 3;

/**
 * Throws when `files` (what the first load fetched, each with its gzip -9 size) pass `limit`,
 * with a message that names the limit, the total and the largest files. Pure, so that a unit
 * test holds it to both sides of the limit without a browser.
 */
export function checkFirstLoad(files: Array<{ path: string; gzipBytes: number }>, limit = FIRST_LOAD_LIMIT): void {
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  if (total <= limit) return;
  const largest = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, LARGEST_NAMED)
    .map((file) => `${file.path} ${bytes(file.gzipBytes)}`);
  throw new Error(
    `The first load of / is ${bytes(total)} of gzip -9, ${bytes(total - limit)} over its limit of ` +
      `${bytes(limit)} (FIRST_LOAD_LIMIT in scripts/lib/bundle-budget.ts, decision 058). ` +
      `Largest files: ${largest.join(', ')}.`,
  );
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  files: string[];
  gzipBytes: number;
}

/** Everything a chunk pulls in before it can run: its static imports, transitively, and their CSS. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function gzipSize(distDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzip9Size(readFileSync(join(distDir, file)));
  return total;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The JS and CSS `/` needs before it is interactive: the entry and its static imports. */
export function storefrontEntrySize(distDir: string): ChunkSize {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const files = staticClosure(manifest, entry);
  return { files: [...files], gzipBytes: gzipSize(distDir, files) };
}

/**
 * The barcode decoder the AWB scanner loads on a tap, where the browser has no BarcodeDetector for
 * Code 128 (decision 064). Left out of the owner's area's sum, with its size
 * in the decision: no page loads it when it opens, so no page's figure has it either.
 */
export const BARCODE_DECODER_CHUNK = 'src/features/admin/orders/components/decode-code128.ts';

/**
 * What opening the owner's area adds on top of the storefront entry: every chunk reachable
 * from the admin route modules, minus what the entry already loaded, and minus the barcode
 * decoder (BARCODE_DECODER_CHUNK).
 */
export function adminChunkSize(distDir: string): ChunkSize {
  const manifest = readManifest(distDir);
  const entryFiles = new Set(storefrontEntrySize(distDir).files);
  // The owner's area: its feature and its route modules (app/routes/admin, decision 013).
  const ADMIN_FOLDERS = ['src/features/admin/', 'src/app/routes/admin/'];
  const adminKeys = Object.keys(manifest).filter((key) => ADMIN_FOLDERS.some((folder) => key.includes(folder)));
  const files = new Set<string>();
  const visitDynamic = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || key === BARCODE_DECODER_CHUNK) return;
    seen.add(key);
    for (const file of staticClosure(manifest, [key])) if (!entryFiles.has(file)) files.add(file);
    manifest[key]?.dynamicImports?.forEach((dynamic) => visitDynamic(dynamic, seen));
  };
  adminKeys.forEach((key) => visitDynamic(key));
  return { files: [...files], gzipBytes: gzipSize(distDir, files) };
}

/** Where the owner's pages are: one route module each (decision 013). */
const ADMIN_ROUTES = 'src/app/routes/admin/';

/**
 * What opening each owner's page fetches beyond the storefront entry: its route module's static
 * closure (the layout's for the layout). The budget is per page (decision 057): the owner waits
 * for one page at a time, and the sum of every owner screen (`adminChunkSize`) grows with each
 * screen added without any page getting slower.
 */
export function adminPageSizes(distDir: string): Array<{ route: string } & ChunkSize> {
  const manifest = readManifest(distDir);
  const entryFiles = new Set(storefrontEntrySize(distDir).files);
  return Object.keys(manifest)
    .filter((key) => key.includes(ADMIN_ROUTES))
    .map((key) => {
      const files = [...staticClosure(manifest, [key])].filter((file) => !entryFiles.has(file));
      return {
        route: key.slice(key.indexOf(ADMIN_ROUTES) + ADMIN_ROUTES.length),
        files,
        gzipBytes: gzipSize(distDir, files),
      };
    });
}
