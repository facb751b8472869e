// firebase.json's predeploy step for the functions and for Hosting (`npm run deploy:predeploy
// [-- --hosting]`), so that `firebase deploy` on its own never ships the build `npm start` or
// `npm test` left in web/dist (demo web config, Auth emulator, no app verification):
// - web/dist not the production build `npm run deploy` just made (its id in DEPLOY_BUILD_ENV):
//   the production build first (the render function's copy of the storefront too);
// - then every file of the build is checked for a local build's markers;
// - for Hosting, the config being deployed must cache exactly this build's assets (decision 022).
//   Only `npm run deploy` writes that config, so a plain `firebase deploy` of Hosting stops here,
//   with the production build in place, and says to run it. Decision 068.
// The emulators never run predeploy steps; their copy of the config carries none.
import { readFileSync } from 'node:fs';
import { runMain, SetupError } from './lib/setup-error';
import {
  buildForDeploy,
  buildRenderForProduction,
  buildWebForProduction,
  DEPLOY_BUILD_ENV,
  localBuildFiles,
  productionBuildStamp,
  stampProductionBuild,
  WEB_DIST,
  WEB_DIST_SERVER,
} from './lib/build';
import { builtAssetNames, builtAssetsRule, DEPLOY_CONFIG_ENV, type HostingConfig } from './lib/hosting-config';
import { join } from 'node:path';

/** The tests point these at a temp folder, so the checkout's build is never touched. */
const client = process.env.BOOKSTORE_WEB_DIST || WEB_DIST;
const server = process.env.BOOKSTORE_WEB_DIST_SERVER || WEB_DIST_SERVER;

function ensureProductionBuild(): void {
  const made = process.env[DEPLOY_BUILD_ENV];
  if (made && productionBuildStamp(client) === made) return;
  console.log('• web/dist is not the build this deploy made: building for production first.');
  if (client === WEB_DIST && server === WEB_DIST_SERVER) {
    buildForDeploy();
  } else {
    buildWebForProduction(client);
    buildRenderForProduction(client, server);
    stampProductionBuild(client);
  }
}

function main(): void {
  ensureProductionBuild();
  const local = localBuildFiles(client, server);
  if (local.length > 0) throw new SetupError(`A local build is in the way of this deploy:\n  ${local.join('\n  ')}`);
  if (!process.argv.includes('--hosting')) return;

  const configFile = process.env[DEPLOY_CONFIG_ENV];
  if (!configFile) {
    throw new SetupError(
      'web/dist now holds the production build, but `firebase deploy` from firebase.json cannot give its ' +
        'assets their year of caching (docs/decisions/022-*). Deploy with `npm run deploy` ' +
        '(add `-- --only hosting` or any other `firebase deploy` option), which adds that rule.',
    );
  }
  const config = JSON.parse(readFileSync(configFile, 'utf8')) as HostingConfig;
  const wanted = JSON.stringify(builtAssetsRule(builtAssetNames(join(client, 'assets'))));
  if (!config.hosting.headers.some((rule) => JSON.stringify(rule) === wanted)) {
    throw new SetupError(`${configFile} does not cache exactly the assets in web/dist: run \`npm run deploy\` again.`);
  }
}

void runMain(main);
