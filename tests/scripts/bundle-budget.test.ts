import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotli11Size, checkFirstLoad, FIRST_LOAD_LIMIT, gzip9Size } from '../../scripts/lib/bundle-budget';

/** Three files whose gzip -9 sizes add up to `total`, not listed largest first. */
const filesOf = (total: number) => [
  { path: '/assets/query-abc1234.js', gzipBytes: 20_000 },
  { path: '/assets/index-def5678.js', gzipBytes: total - 20_000 - 9_000 },
  { path: '/assets/index-0123456.css', gzipBytes: 9_000 },
];

describe('the first-load check', () => {
  it('is 112 KB', () => {
    expect(FIRST_LOAD_LIMIT).toBe(114_688);
  });

  it('passes a first load at the limit', () => {
    expect(() => checkFirstLoad(filesOf(FIRST_LOAD_LIMIT))).not.toThrow();
  });

  it('fails a first load one byte over, naming the limit, the total and the largest files', () => {
    expect(() => checkFirstLoad(filesOf(FIRST_LOAD_LIMIT + 1))).toThrow(
      'The first load of / is 114,689 B of gzip -9, 1 B over its limit of 114,688 B ' +
        '(FIRST_LOAD_LIMIT in scripts/lib/bundle-budget.ts, decision 058). Largest files: ' +
        '/assets/index-def5678.js 85,689 B, /assets/query-abc1234.js 20,000 B, /assets/index-0123456.css 9,000 B.',
    );
  });

  it('holds a first load to the limit it is given', () => {
    expect(() => checkFirstLoad(filesOf(100_000), 99_999)).toThrow(/1 B over its limit of 99,999 B/);
    expect(() => checkFirstLoad(filesOf(100_000), 100_000)).not.toThrow();
  });
});

describe('the sizes the budget prints', () => {
  // Real code: this test's own module under test.
  const code = readFileSync(join(__dirname, '..', '..', 'scripts', 'lib', 'bundle-budget.ts'));

  it('brotli at quality 11 makes code smaller than gzip -9 does', () => {
    expect(gzip9Size(code)).toBeLessThan(code.length / 2);
    expect(brotli11Size(code)).toBeLessThan(gzip9Size(code));
  });
});
