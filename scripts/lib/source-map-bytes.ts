import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** What a bundle's bytes came from that no source map names: the bundler's own glue and newlines. */
export const UNMAPPED = '(bundler glue, unmapped)';

/** A built file without a map beside it (the CSS, Rolldown's runtime): not told apart. */
export const WITHOUT_MAP = '(no source map)';

/** The npm package a source belongs to, or for the store's own code its folder (web/src/features/catalog). */
export function packageOf(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }
  const own = /^(web\/src|domain\/src)\/(?:(features)\/)?([^/]+)\//.exec(source);
  if (own) return own[2] ? `${own[1]}/${own[2]}/${own[3]}` : `${own[1]}/${own[3]}`;
  // A file at the top of web/src (main.tsx), or a bundler's virtual module (\0vite/preload-helper…).
  return source.replace(/\0/g, '');
}

interface RawSourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One segment's fields, decoded from base64 VLQ (the source map v3 format): 1, 4 or 5 numbers. */
function decodeSegment(text: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`Not a base64 VLQ digit: ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    // The lowest bit is the sign.
    fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * The UTF-8 bytes of `code` that each source of its `map` produced: every generated segment's
 * text (from its column to the next segment's, or to the end of its line) goes to the source
 * the segment maps to; text no segment maps goes to UNMAPPED. Sources are given relative to
 * `root`, resolved from the map's own folder as the format says.
 */
export function bytesBySource(code: string, map: RawSourceMap, mapDir: string, root: string): Map<string, number> {
  const base = resolve(mapDir, map.sourceRoot ?? '');
  const names = map.sources.map((source) =>
    source.startsWith('\0') || /^[\w-]+:/.test(source) ? source : relative(root, resolve(base, source)),
  );
  const totals = new Map<string, number>();
  const add = (name: string, text: string) => {
    if (text.length > 0) totals.set(name, (totals.get(name) ?? 0) + Buffer.byteLength(text));
  };
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  // The source index is relative to the previous segment's, across lines; the column within a line.
  let source = 0;
  lines.forEach((line, index) => {
    if (index < lines.length - 1) add(UNMAPPED, '\n');
    let column = 0;
    let owner = UNMAPPED;
    for (const segment of (mappingLines[index] ?? '').split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      const start = column + fields[0]!;
      add(owner, line.slice(column, start));
      column = start;
      if (fields.length >= 4) {
        source += fields[1]!;
        owner = names[source] ?? UNMAPPED;
      } else owner = UNMAPPED;
    }
    add(owner, line.slice(column));
  });
  return totals;
}

/** The bytes by source of a built file, from the map beside it (`file.map`); all WITHOUT_MAP without one. */
export function builtFileBySource(distDir: string, file: string, root: string): Map<string, number> {
  const path = join(distDir, file);
  const code = readFileSync(path, 'utf8');
  if (!existsSync(`${path}.map`)) return new Map([[WITHOUT_MAP, Buffer.byteLength(code)]]);
  const map = JSON.parse(readFileSync(`${path}.map`, 'utf8')) as RawSourceMap;
  return bytesBySource(code, map, dirname(path), root);
}
