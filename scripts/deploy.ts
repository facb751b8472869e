// `npm run deploy [-- <firebase deploy options>]`: the production build, then `firebase deploy`
// from .firebase-deploy.json, firebase.json plus the rule that caches exactly this build's
// /assets files for a year (scripts/lib/hosting-config.ts, decision 022). Options such as
// `--only hosting` or `--project <id>` go to `firebase deploy`.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildForDeploy } from './lib/build';
import { writeDeployConfig } from './lib/hosting-config';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';

function main(): void {
  buildForDeploy();
  const config = writeDeployConfig();
  console.log('• Deploying with firebase.json and the built assets’ cache rule (.firebase-deploy.json)…');
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'firebase'),
    ['deploy', '--config', config, ...process.argv.slice(2)],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

void runMain(main);
