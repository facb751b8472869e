import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// A reader has the tree and docs/decisions/, not the tracker the work was filed in: a comment,
// a test name, a route description or a note that says "issue" and a number points at nothing
// they can open. Say the why itself, or cite a decision note by its number.
const ROOT = join(import.meta.dirname, '../..');

// The word "issue" (or "issues") and a number, with or without "#", on one line or wrapped onto a
// comment's next line.
const TRACKER_REFERENCE = /\bissues?(?:[ \t]+|[ \t]*\r?\n[ \t]*(?:\*|\/\/|#)?[ \t]*)#?\d+\b/gi;

// npm's lockfiles are written by npm, and their hashes may spell anything.
const LOCKFILE = /(?:^|\/)(?:package-lock\.json|npm-shrinkwrap\.json)$/;

/** Every file git tracks, but the lockfiles and binary files (a NUL byte in the first 8 KB). */
function trackedTextFiles(): Array<{ path: string; text: string }> {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((path) => path !== '' && !LOCKFILE.test(path));
  return paths.flatMap((path) => {
    let bytes: Buffer;
    try {
      bytes = readFileSync(join(ROOT, path));
    } catch {
      return []; // Tracked but deleted in the working tree: nothing to read.
    }
    return bytes.subarray(0, 8192).includes(0) ? [] : [{ path, text: bytes.toString('utf8') }];
  });
}

/** Each reference as "path:line: text". */
function trackerReferences(files: Array<{ path: string; text: string }>): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(TRACKER_REFERENCE)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `${path}:${line}: ${match[0].replace(/\s+/g, ' ')}`;
    }),
  );
}

describe('tracker references', () => {
  // Made at run time, so this file does not hold what it looks for.
  const tag = (number: string) => ['iss', 'ue ', number].join('');

  it('finds one, in any case, with a hash or wrapped onto the next comment line', () => {
    const probe = [
      `// The owner's coupons (${tag('43')} §2).`,
      `/** ${tag('40').replace('i', 'I')}: a return. */`,
      ` * see ${tag('#7')}`,
      ` * the ${['iss', 'ue'].join('')}`,
      ` * 12 fix`,
    ].join('\n');
    expect(trackerReferences([{ path: 'probe.ts', text: probe }])).toEqual([
      `probe.ts:1: ${tag('43')}`,
      `probe.ts:2: ${tag('40').replace('i', 'I')}`,
      `probe.ts:3: ${tag('#7')}`,
      `probe.ts:4: ${['iss', 'ue'].join('')} * 12`,
    ]);
  });

  it('leaves the words alone: a bill issued on 3 May, issues of stock, decision 046', () => {
    const text = 'A bill issued 3 May. Two issues: stock. The issue date. See decision 046.';
    expect(trackerReferences([{ path: 'words.ts', text }])).toEqual([]);
  });

  it('has none anywhere in the tree: code, tests, scripts, README and docs', () => {
    expect(trackerReferences(trackedTextFiles())).toEqual([]);
  });
});
