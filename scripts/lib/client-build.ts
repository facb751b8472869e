import { join } from 'node:path';
import type { Plugin } from 'vite';
import { productionBuildEnv } from './build';
import { ROOT } from './paths';

const WEB = join(ROOT, 'web');

/** The storefront's entry module (web/index.html's script): where a probe import goes. */
export const STOREFRONT_ENTRY = join(WEB, 'src', 'main.tsx');

/**
 * The SPA as `npm run deploy` builds it (web/vite.config.ts, production mode, without the
 * local-only flags), into `outDir`, with `plugins` added after the config's own: the budget probe
 * adds an import, the first-load stats a source map. Vite's own API rather than its command, so
 * that a measurement can change the build without a tracked file being edited.
 */
export async function buildClientInto(
  outDir: string,
  { plugins = [], sourcemap = false }: { plugins?: Plugin[]; sourcemap?: boolean } = {},
): Promise<void> {
  const production = productionBuildEnv();
  for (const key of Object.keys(process.env)) if (!(key in production)) delete process.env[key];
  Object.assign(process.env, production);
  // Imported as the ES module it is: tsx runs these scripts as CommonJS, and Vite required from
  // there fails its manifest step ("Cannot read properties of undefined (reading 'type')").
  const { build } = await import('vite');
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    plugins,
    // 'hidden': the maps without the sourceMappingURL comment, so the files weigh what they weigh deployed.
    build: { outDir, emptyOutDir: true, sourcemap: sourcemap ? 'hidden' : false },
  });
}
