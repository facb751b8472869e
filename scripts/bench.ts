// `npm run bench`: starts its own emulators (or uses yours with --use-running), seeds the
// load, measures the catalog API, the statistics, order placement and Lighthouse, prints one
// table and writes it as JSON to artifacts/bench/. Timings are printed, never asserted.
import { spawn } from 'node:child_process';
import { buildAll } from './lib/build';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { startMailCatcher, stopMailCatcher } from './lib/mail-catcher';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const useRunning = process.argv.includes('--use-running');
  const extra = process.argv.slice(2).filter((arg) => arg !== '--use-running');
  const command = ['npx', 'tsx', 'scripts/bench/run.ts', ...extra];
  if (useRunning) {
    console.log('• Using the running emulators. The bench clears and reseeds their database.');
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }
  const env = await emulatorEnvironment();
  buildAll();
  // Orders send their e-mails as in production: to the local catcher, not into refused connections.
  await startMailCatcher();
  const child = firebase(['emulators:exec', '--only', EMULATORS, command.join(' ')], env);
  child.on('exit', (code) => void stopMailCatcher().finally(() => process.exit(code ?? 1)));
}

void runMain(main);
