import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { START_DATA_ID, START_SCRIPT } from '../../web/src/app/server/start-after-paint';
import { productionBuildEnv } from '../lib/build';
import { ROOT } from '../lib/paths';

/**
 * React's own floor for the hydration table: a page whose server HTML holds the markup of one
 * tiny component, and whose only script is React and react-dom hydrating it (hydrateRoot). No
 * router, no data, no CSS: what any React page pays before its own code runs. Its script starts
 * as the storefront's do: the served page's one inline script (start-after-paint.ts, allowed by
 * the CSP's hash) imports it once the HTML has painted, so that both hydrate from the same moment.
 *
 * It is built by the project's own Vite (Rolldown) in production mode, as the storefront is, and
 * served by the Hosting emulator itself from a folder of web/dist, Hosting's public folder: the
 * same server, origin, compression (its gzip, or brotli when asked) and headers as the storefront
 * pages it is compared with, which a server of the bench's own would only imitate. The folder is
 * removed after the measurement; `npm run build` and `npm run deploy` empty web/dist anyway.
 */
export const FLOOR_PATH = '/hydration-floor/';

/** Where Hosting serves the floor from. */
const SERVED_DIR = join(ROOT, 'web', 'dist', 'hydration-floor');
/** The floor's sources, written by the bench under artifacts/ (inside the repository, so Vite resolves react from its node_modules). */
const SOURCE_DIR = join(ROOT, 'artifacts', 'bench', 'hydration-floor-src');

/** The one component, rendered to HTML here in Node and hydrated in the browser from the same module. */
const COMPONENT = `import { createElement } from 'react';
export function Floor() {
  return createElement('main', null,
    createElement('h1', null, 'Hydration floor'),
    createElement('p', null, 'React hydrates this paragraph and its heading, and nothing else.'));
}
`;

const CLIENT = `import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Floor } from './floor.mjs';
hydrateRoot(document.getElementById('root'), createElement(Floor));
`;

const MARKUP_SLOT = '<!--floor-->';
const START_SLOT = '<!--start-->';
/** The entry script Vite writes into the built page, which the starter replaces. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Hydration floor</title>
    <script type="module" src="./client.mjs"></script>
  </head>
  <body>
    <div id="root">${MARKUP_SLOT}</div>
    ${START_SLOT}
  </body>
</html>
`;

/** Builds the floor into Hosting's folder; returns its path on Hosting. */
export async function buildHydrationFloor(): Promise<string> {
  rmSync(SOURCE_DIR, { recursive: true, force: true });
  mkdirSync(SOURCE_DIR, { recursive: true });
  writeFileSync(join(SOURCE_DIR, 'floor.mjs'), COMPONENT);
  writeFileSync(join(SOURCE_DIR, 'client.mjs'), CLIENT);
  writeFileSync(join(SOURCE_DIR, 'index.html'), PAGE);
  // Vite's CLI with the sources as its root, where no vite.config is: none of the web app's plugins.
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'vite'),
    ['build', SOURCE_DIR, '--base', FLOOR_PATH, '--outDir', SERVED_DIR, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: ROOT, env: productionBuildEnv(), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`The hydration floor's build failed: ${result.stderr}`);
  // The server half: the same component rendered to a string by react-dom/server, into the built page.
  const { renderToString } = await import('react-dom/server');
  const { createElement } = await import('react');
  const { Floor } = (await import(pathToFileURL(join(SOURCE_DIR, 'floor.mjs')).href)) as { Floor: () => null };
  const page = join(SERVED_DIR, 'index.html');
  const html = readFileSync(page, 'utf8');
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry || !html.includes(MARKUP_SLOT) || !html.includes(START_SLOT))
    throw new Error(`The floor's built page is not as expected:\n${html}`);
  const start = [
    `<script type="application/json" id="${START_DATA_ID}">${JSON.stringify({ entry, preload: [] })}</script>`,
    `<script type="module">${START_SCRIPT}</script>`,
  ].join('\n    ');
  writeFileSync(
    page,
    html
      .replace(ENTRY_SCRIPT, '')
      .replace(MARKUP_SLOT, () => renderToString(createElement(Floor)))
      .replace(START_SLOT, start),
  );
  return FLOOR_PATH;
}

/** Takes the floor out of Hosting's folder again. */
export function removeHydrationFloor(): void {
  rmSync(SERVED_DIR, { recursive: true, force: true });
  rmSync(SOURCE_DIR, { recursive: true, force: true });
}
