// `npm run deploy [-- <firebase deploy options>]`: the production build, then `firebase deploy`
// from .firebase-deploy.json, firebase.json plus the rule that caches exactly this build's
// /assets files for a year (scripts/lib/hosting-config.ts, decision 022). Options such as
// `--only hosting` or `--project <id>` go to `firebase deploy`; its predeploy steps
// (scripts/predeploy.ts) see this build's id and do not build again.
// `npm run deploy -- --check [--project <id>]`: the first deploy's checklist, read from the local
// files; it builds nothing and never runs firebase (scripts/lib/deploy-check.ts, decision 068).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForDeploy, DEPLOY_BUILD_ENV } from './lib/build';
import { deployChecklist, formatChecklist } from './lib/deploy-check';
import { DEPLOY_CONFIG_ENV, writeDeployConfig } from './lib/hosting-config';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';

function check(argv: string[]): never {
  // The tests point it at a copy of the config files.
  const items = deployChecklist(process.env.BOOKSTORE_DEPLOY_CHECK_DIR || ROOT, argv);
  console.log(formatChecklist(items));
  process.exit(items.some((item) => item.status === 'missing') ? 1 : 0);
}

function main(): void {
  const argv = process.argv.slice(2);
  if (argv.includes('--check')) check(argv);
  const build = buildForDeploy();
  const config = writeDeployConfig();
  console.log('• Deploying with firebase.json and the built assets’ cache rule (.firebase-deploy.json)…');
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'firebase'), ['deploy', '--config', config, ...argv], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, [DEPLOY_BUILD_ENV]: build, [DEPLOY_CONFIG_ENV]: config },
  });
  process.exit(result.status ?? 1);
}

void runMain(main);
