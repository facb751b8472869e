/**
 * The owner's area as an app on the phone's home screen (decision 065): where it
 * starts, what it covers, its colours and icons (drawn by scripts/owner-app-icons.ts into
 * web/public/owner-app/). The manifest itself is served by the API, with the shop's saved name.
 */
export const OWNER_APP = {
  /** Served by the API (routes/owner-app.ts), named after the shop as saved. */
  manifestPath: '/api/owner-app.webmanifest',
  /**
   * The dashboard's own address, and the scope every owner's page is within. Not "/dashboard/":
   * the dashboard's links and the sign-in go to "/dashboard", which is not within "/dashboard/",
   * and a start URL outside the scope makes browsers drop the scope (decision 065).
   */
  startUrl: '/dashboard',
  scope: '/dashboard',
  /** The owner's header and the icon's ground. */
  themeColor: '#1e3a5f',
  backgroundColor: '#f3f4f6',
  icons: {
    any192: '/owner-app/icon-192.png',
    any512: '/owner-app/icon-512.png',
    maskable512: '/owner-app/icon-maskable-512.png',
    appleTouch: '/owner-app/apple-touch-icon.png',
  },
} as const;

/** The manifest's fields this shop fills in (the W3C Web Application Manifest's names). */
export interface OwnerAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }>;
}

/** The owner's app manifest for a shop called `shopName`. */
export function ownerAppManifest(shopName: string): OwnerAppManifest {
  const { icons } = OWNER_APP;
  return {
    id: OWNER_APP.scope,
    name: `${shopName} – Owner`,
    // Under the icon: the shop's own name (a launcher shortens a long one itself).
    short_name: shopName,
    description: `Orders, books and today’s queue of ${shopName}.`,
    lang: 'en',
    start_url: OWNER_APP.startUrl,
    scope: OWNER_APP.scope,
    display: 'standalone',
    theme_color: OWNER_APP.themeColor,
    background_color: OWNER_APP.backgroundColor,
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
