// `npm test`: build, start a fresh set of emulators (no saved data), run every Vitest
// project inside them, stop them. Extra arguments go to Vitest (`npm test -- --project api`).
import { buildAll } from './lib/build';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { runMain } from './lib/setup-error';

async function main(): Promise<void> {
  const env = await emulatorEnvironment();
  if (!process.argv.includes('--no-build')) buildAll();
  const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--no-build');
  const command = ['npx', 'vitest', 'run', ...vitestArgs.map((arg) => JSON.stringify(arg))].join(' ');
  console.log(`• Starting the emulators and running: ${command}`);
  const child = firebase(['emulators:exec', '--only', EMULATORS, command], env);
  const code = await new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
  process.exit(code);
}

void runMain(main);
