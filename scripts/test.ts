// `npm test`: build, start a fresh set of emulators (no saved data), run every Vitest
// project inside them, stop them; then the restart test, which runs `npm start`'s own
// launcher twice on the same ports and so must come after. Extra arguments go to Vitest
// (`npm test -- --project api`); `--project restart` runs only the restart test.
import { spawn } from 'node:child_process';
import { buildAll } from './lib/build';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';

const RESTART_CONFIG = 'tests/restart/vitest.config.mts';

const exitCode = (child: ReturnType<typeof spawn>) => new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));

async function main(): Promise<void> {
  const env = await emulatorEnvironment();
  if (!process.argv.includes('--no-build')) buildAll();
  const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  const onlyRestart = vitestArgs.join(' ').match(/--project[= ]restart\b/) !== null;
  // The restart test belongs to a full run (no filters) or is asked for by name.
  const withRestart = onlyRestart || vitestArgs.length === 0;

  let code = 0;
  if (!onlyRestart) {
    const command = ['npx', 'vitest', 'run', ...vitestArgs.map((arg) => JSON.stringify(arg))].join(' ');
    console.log(`• Starting the emulators and running: ${command}`);
    code = await exitCode(firebase(['emulators:exec', '--only', EMULATORS, command], env));
  }
  if (withRestart) {
    console.log('• Restart test: npm start, orders, Ctrl-C, npm start again (its own emulators)…');
    const restart = await exitCode(spawn('npx', ['vitest', 'run', '--config', RESTART_CONFIG], { cwd: ROOT, env, stdio: 'inherit' }));
    code ||= restart;
  }
  process.exit(code);
}

void runMain(main);
