// `npm run bench [-- --catalog 20000]`: starts its own emulators (or uses yours with
// --use-running), measures the demo's 52 books and a large catalog side by side (home page
// bytes, first-load JS and CSS, Lighthouse with and without scripts on `/`, a book page and a
// search, an order's Firestore documents), the hydration table against React's floor,
// the catalog API at 500 books, the statistics, orders, the first request after an
// order, search and genre pages, a book page's HTML and a flash sale; prints one table and
// writes it as JSON to artifacts/bench/.
// Timings are printed, never asserted.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATION_COUNT_FLAG } from '../functions/src/db/operation-count';
import { TRIGGER_COUNT_FILE } from '../functions/src/mail/outbox/trigger-operation-count';
import { parseBenchOptions } from './bench/options';
import { buildAll } from './lib/build';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { startMailCatcher, stopMailCatcher } from './lib/mail-catcher';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseBenchOptions(args); // bad options stop here, before anything is built or started
  const useRunning = args.includes('--use-running');
  const command = ['npx', 'tsx', 'scripts/bench/run.ts', ...args.filter((arg) => arg !== '--use-running')];
  if (options.paperOnly || options.searchOnly) {
    // The renderers and the search engine need no emulator (the search engine is built from
    // generated books in the bench's own process); the paper's cold-load row needs the function built.
    if (options.paperOnly) buildAll();
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }
  if (useRunning) {
    console.log('• Using the running emulators. The bench clears and reseeds their database.');
    console.log('  Their function counts no Firestore operations (only the bench starts it so): those rows say so.');
    const child = spawn(command[0]!, command.slice(1), { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => process.exit(code ?? 1));
    return;
  }
  const env = await emulatorEnvironment();
  // The Functions emulator passes its environment on to every worker: with the flag, each API
  // answer says what it read and wrote, and sendMail appends its counts to the file.
  const dir = join(ROOT, 'artifacts', 'bench');
  mkdirSync(dir, { recursive: true });
  const triggerLog = join(dir, `trigger-operations-${process.pid}.jsonl`);
  env[OPERATION_COUNT_FLAG] = '1';
  env[TRIGGER_COUNT_FILE] = triggerLog;
  buildAll();
  // Orders send their e-mails as in production: to the local catcher, not into refused connections.
  await startMailCatcher();
  const child = firebase(['emulators:exec', '--only', EMULATORS, command.join(' ')], env);
  child.on('exit', (code) => {
    rmSync(triggerLog, { force: true });
    void stopMailCatcher().finally(() => process.exit(code ?? 1));
  });
}

void runMain(main);
