import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../scripts/lib/bundle-budget';
import { BASE, hydrated, refusedLoad, useBrowser } from './support/browser';

const session = useBrowser();

// The build Hosting serves; its cart page is a lazy chunk.
const CART_CHUNK = readManifest(join(__dirname, '..', 'web', 'dist'))['src/app/routes/cart.tsx']!.file;

describe('a tab left open over a deploy', () => {
  it('reloads once when a chunk of its build is gone, then shows a Reload button, which works once the chunk is back', async () => {
    const { page } = session;
    // After a deploy the tab's old chunk no longer exists: its request gets exactly what Hosting
    // answers for an asset it does not have.
    let gone = true;
    await page.route(`${BASE}/${CART_CHUNK}`, (route) =>
      gone ? route.continue({ url: `${BASE}/assets/cart-gone-after-deploy.js` }) : route.continue(),
    );
    session.allowErrors(refusedLoad(404, `/${CART_CHUNK}`));
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });

    await page.goto(BASE);
    await page.getByRole('heading', { name: 'Top Sellers' }).waitFor();
    // The served page shows its links before React takes them over; a click before that is a
    // whole page load of /cart (CI saw it: two /cart documents), not the tab's own navigation.
    await hydrated(page);
    await page.getByRole('link', { name: /^Cart, / }).click();

    // The page reloaded itself once; the reloaded page could not load the chunk either.
    const failure = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'This page could not load' }) });
    await failure.waitFor();
    expect(documents).toEqual([`${BASE}/`, `${BASE}/cart`]);
    expect(await page.getByRole('banner').getByRole('link', { name: 'Book Store home' }).isVisible()).toBe(true);
    await page.waitForTimeout(1_500);
    expect(documents).toHaveLength(2); // no reload loop

    gone = false;
    await failure.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
    expect(documents).toEqual([`${BASE}/`, `${BASE}/cart`, `${BASE}/cart`]);
  });
});
