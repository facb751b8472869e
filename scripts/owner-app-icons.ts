// `npx tsx scripts/owner-app-icons.ts`: draws the owner's home-screen icons
// (decision 065) from their SVG sources in web/public/owner-app/ with the e2e's Chromium. Run
// once after changing a source; the PNGs are committed (install prompts and iOS want PNGs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { ROOT } from './lib/paths';

const dir = join(ROOT, 'web', 'public', 'owner-app');
const ICONS = [
  { source: 'icon.svg', size: 192, file: 'icon-192.png' },
  { source: 'icon.svg', size: 512, file: 'icon-512.png' },
  { source: 'icon-maskable.svg', size: 512, file: 'icon-maskable-512.png' },
  // iOS rounds the corners itself: the full-bleed drawing.
  { source: 'icon-maskable.svg', size: 180, file: 'apple-touch-icon.png' },
];

async function draw() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const { source, size, file } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = readFileSync(join(dir, source), 'utf8');
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
      );
      await page.screenshot({ path: join(dir, file), omitBackground: true });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void draw().then(() => console.log(`Drew ${ICONS.length} icons in web/public/owner-app.`));
