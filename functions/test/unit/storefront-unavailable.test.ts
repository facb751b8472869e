import type { StorefrontData } from '@bookstore/domain';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderApp } from '../../src/storefront/render-app';
import { StorefrontUnavailableError } from '../../src/services/errors';

// The render function's answer when Firestore fails. The emulator cannot be made to fail one
// read, so the data source here throws what storefrontData throws when a read fails
// (services/catalog/storefront-data.ts). The page bundle is the real one: `npm run build` makes it.
const BUNDLE_DIR = join(__dirname, '..', '..', 'lib', 'web-render');

const failing = () =>
  Promise.reject(new StorefrontUnavailableError(new Error('14 UNAVAILABLE: No connection established')));
const unavailable: StorefrontData = {
  home: failing,
  news: failing,
  book: failing,
  search: failing,
  genre: failing,
  policy: failing,
};

let server: Server;
let base: string;

beforeAll(async () => {
  process.env.SITE_ORIGIN ??= 'http://127.0.0.1:5000';
  server = createRenderApp({ data: unavailable, bundleDir: BUNDLE_DIR }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a page whose data cannot be read', () => {
  it.each(['/', '/books/some-book', '/genres/fiction', '/policies/returns'])(
    '%s answers 503 with a retry hint that nothing stores',
    async (path) => {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Please try again in a minute.');
    },
  );

  it('a client-rendered route needs no data and still answers its shell', async () => {
    const response = await fetch(`${base}/checkout`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });
});
