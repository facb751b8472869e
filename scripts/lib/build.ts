import { spawnSync } from 'node:child_process';
import { ROOT } from './paths';

/**
 * Builds covers, the function bundle and the SPA; stops the script when a step fails.
 * `extraEnv` reaches Vite (e.g. VITE_E2E_HOOKS for the browser tests' build).
 */
export function buildAll(extraEnv: Record<string, string> = {}): void {
  console.log('• Building the function bundle and the web app (npm run build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) {
    console.error('✖ The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
