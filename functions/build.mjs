// Bundles the function and the shared domain into lib/index.js. `firebase deploy` uploads
// only this folder, so the domain must be inside the bundle; npm packages stay external
// and are installed from package.json by Cloud Build.
import { build } from 'esbuild';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});

// The render function's copy of the storefront: the web app's server build, its page template
// and client manifest (web/vite.config.ts). Built by the web workspace, so it comes first.
const webRender = new URL('../web/dist-server/', import.meta.url);
if (!existsSync(new URL('entry-server.mjs', webRender))) {
  console.error('✖ web/dist-server is missing: build the web app first (`npm run build` at the root does both).');
  process.exit(1);
}
const target = new URL('./lib/web-render/', import.meta.url);
rmSync(target, { recursive: true, force: true });
cpSync(webRender, target, { recursive: true });
