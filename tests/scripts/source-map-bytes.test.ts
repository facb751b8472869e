import { describe, expect, it } from 'vitest';
import { bytesBySource, packageOf, UNMAPPED } from '../../scripts/lib/source-map-bytes';

describe('bytes by source, from a source map', () => {
  // Line 1: 'ab' from x.js from column 0, 'cd' from y.js from column 2 ('E' = +2 columns, 'C' = +1
  // source); line 2: a segment without a source (bundler glue), then x.js from column 7 ('O' = +7
  // columns, 'D' = -1 source). Sources are relative to the map's folder.
  const code = 'abcd\nglue();xyz';
  const map = { sources: ['../src/x.js', '../node_modules/y/y.js'], mappings: 'AAAA,ECAA;A,ODAA' };

  it('gives each segment’s text to its source, and glue and newlines to no one', () => {
    expect(Object.fromEntries(bytesBySource(code, map, '/repo/dist', '/repo'))).toEqual({
      'src/x.js': 2 + 3,
      'node_modules/y/y.js': 2,
      [UNMAPPED]: 1 + 'glue();'.length,
    });
  });

  it('counts UTF-8 bytes, not characters', () => {
    const totals = bytesBySource('é€', { sources: ['a.js'], mappings: 'AAAA' }, '/repo', '/repo');
    expect(totals.get('a.js')).toBe(2 + 3);
  });
});

describe('the package a source belongs to', () => {
  it('names npm packages, scoped or not, however deep', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(packageOf('node_modules/@tanstack/query-core/build/modern/query.js')).toBe('@tanstack/query-core');
    expect(packageOf('node_modules/a/node_modules/scheduler/index.js')).toBe('scheduler');
  });

  it('names the store’s own code by its folder, a feature by its own', () => {
    expect(packageOf('web/src/app/routes/home.tsx')).toBe('web/src/app');
    expect(packageOf('web/src/features/books/book-card.tsx')).toBe('web/src/features/books');
    expect(packageOf('domain/src/money/format.ts')).toBe('domain/src/money');
    expect(packageOf('web/src/main.tsx')).toBe('web/src/main.tsx');
    expect(packageOf('\0vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });
});
