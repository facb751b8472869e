import { LOCAL_URLS } from '@bookstore/domain';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../../scripts/lib/bundle-budget';
import { fetchChecked } from '../../../tests/support/http';

// What a tab left open over a deploy gets when it asks for a chunk of its old build, and what
// the current build's files get, through Hosting as a browser sees them (decision 022).
const HOSTING = LOCAL_URLS.hosting;
const manifest = readManifest(join(__dirname, '..', '..', '..', 'web', 'dist'));
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

describe('an asset that is not in this build', () => {
  it.each(['/assets/nope-123.js', '/assets/index-OLDHASH1.css', '/assets/old/nope-123.js'])(
    '%s is a 404 that no cache keeps, not the SPA page',
    async (path) => {
      // fetchChecked: the answer is the function's, so it must keep the API's 404 contract.
      const response = await fetchChecked(`${HOSTING}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).not.toMatch(/text\/html/);
      expect(await response.text()).not.toContain('<div id="root">');
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).toContain('no-store');
      expect(cacheControl).not.toMatch(/immutable|max-age=[1-9]/);
    },
  );
});

describe("this build's assets", () => {
  const lazyChunk = manifest['src/app/routes/cart.tsx']!.file;
  it.each([
    ['the entry script', entry.file, /javascript/],
    ['the entry styles', entry.css![0]!, /text\/css/],
    ['a lazy route chunk', lazyChunk, /javascript/],
  ])('%s is cached for a year, immutable', async (_what, file, type) => {
    const response = await fetch(`${HOSTING}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('cache-control')).toBe(YEAR_IMMUTABLE);
  });
});
