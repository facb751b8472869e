import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { addToCart, BASE, refusedLoad, useBrowser } from './support/browser';
import { theProductionBuild } from './support/production-build';

const session = useBrowser();

// Hosting serves the local build, which may use the demo project; the production path of the
// sign-in config is only in a production build. This file serves the run's production build (the
// one the first-load budget counts) in its place, from the browser's side; /api still reaches
// the emulators.
let dist: string;
beforeAll(() => {
  dist = theProductionBuild().client;
}, 180_000);

/** The production build at BASE, with /__/firebase/init.json failing; answers the init.json requests seen. */
async function productionBuildWithoutConfig(page: Page): Promise<string[]> {
  await page.route(`${BASE}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/api/')) return route.fallback();
    const file = join(dist, pathname);
    await route.fulfill({ path: existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html') });
  });
  const initJson: string[] = [];
  // Registered last, so it is asked first.
  await page.route(`${BASE}/__/firebase/init.json`, async (route) => {
    initJson.push(route.request().url());
    await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
  });
  session.allowErrors(refusedLoad(503, '/__/firebase/init.json'));
  return initJson;
}

describe('a production build whose Firebase config will not load', () => {
  it('tries init.json four times, then says sign-in is unavailable on /login, /register and in the header; the shop still sells', async () => {
    const { page } = session;
    const initJson = await productionBuildWithoutConfig(page);
    await page.goto(`${BASE}/login`);
    const notice = page.getByRole('alert').filter({
      has: page.getByRole('heading', { name: 'Sign-in is unavailable right now' }),
    });
    await notice.waitFor({ timeout: 15_000 });
    expect(initJson).toHaveLength(4);
    expect(await page.getByLabel('Email').count()).toBe(0);
    await page.getByRole('banner').getByText('Sign-in unavailable').waitFor();

    // A new page asks again, and /register says the same.
    await page.goto(`${BASE}/register`);
    await notice.waitFor({ timeout: 15_000 });
    expect(initJson).toHaveLength(8);

    await page.getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(`${BASE}/`);
    const book = SEED_BOOKS[0]!;
    await addToCart(page, book);
    expect(await page.getByTestId('cart-count').innerText()).toBe('1');
  });
});
