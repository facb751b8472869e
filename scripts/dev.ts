// `npm run dev`: the emulators (as `npm start` runs them) plus Vite's dev server with hot
// reload on Vite's port (DEV_SERVER_PORT in the domain package), which proxies /api to the Functions emulator.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/paths';

const stack = spawn('npx', ['tsx', 'scripts/start.ts'], { cwd: ROOT, stdio: 'inherit' });
const vite = spawn('npm', ['run', 'dev', '-w', 'web', '--', '--host', '127.0.0.1'], { cwd: ROOT, stdio: 'inherit' });

// Ctrl-C reaches both children; wait for the emulators to save their data.
process.on('SIGINT', () => undefined);
stack.on('exit', (code) => {
  vite.kill('SIGINT');
  process.exit(code ?? 0);
});
vite.on('exit', (code) => {
  if (code) stack.kill('SIGINT');
});
