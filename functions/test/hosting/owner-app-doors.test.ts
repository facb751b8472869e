import { LOCAL_URLS, OWNER_APP } from '@bookstore/domain';
import { describe, expect, it } from 'vitest';
import { API_DOORS, fetchChecked } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// The owner's area as a home-screen app. Its manifest at both doors (Hosting's
// rewrite and the function's own URL, no sign-in), named after the shop as saved; its icons
// served by Hosting.

const store = useSeededStore({ per: 'suite' });

async function manifest(base: string) {
  const response = await fetchChecked(`${base}/owner-app.webmanifest`);
  return { response, body: JSON.parse(await response.text()) as Record<string, any> };
}

describe.each(API_DOORS)('through %s', (_door, base) => {
  it('answers a manifest: the default shop name, /dashboard as start and scope, standalone, public and briefly cached', async () => {
    await saveShopDetails(await store.ownerToken(), { shopName: 'Book Store' });
    const { response, body } = await manifest(base);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(body).toEqual({
      id: '/dashboard',
      name: 'Book Store – Owner',
      short_name: 'Book Store',
      description: 'Orders, books and today’s queue of Book Store.',
      lang: 'en',
      start_url: '/dashboard',
      scope: '/dashboard',
      display: 'standalone',
      theme_color: OWNER_APP.themeColor,
      background_color: OWNER_APP.backgroundColor,
      icons: [
        { src: '/owner-app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/owner-app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/owner-app/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
    // The start URL is within the scope, so a browser keeps the scope (W3C manifest, "within scope").
    expect(body.start_url.startsWith(body.scope)).toBe(true);
  });

  it('carries the shop’s saved name exactly, whatever it holds', async () => {
    const shopName = "पुस्तक घर <script>$& $' =cmd";
    await saveShopDetails(await store.ownerToken(), { shopName });
    const { body } = await manifest(base);
    expect(body.name).toBe(`${shopName} – Owner`);
    expect(body.short_name).toBe(shopName);
  });
});

describe('the icons', () => {
  const sizes = [
    [OWNER_APP.icons.any192, 192],
    [OWNER_APP.icons.any512, 512],
    [OWNER_APP.icons.maskable512, 512],
    [OWNER_APP.icons.appleTouch, 180],
  ] as const;
  it.each(sizes)('Hosting serves %s as a %i px square PNG, cached a day', async (src, size) => {
    const response = await fetch(`${LOCAL_URLS.hosting}${src}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    // A PNG's signature, then its IHDR width and height: square, at the size its name says.
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  });
});
