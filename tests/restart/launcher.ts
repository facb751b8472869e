import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/paths';

const READY = 'The book store is running.';

export interface RunningStore {
  output: () => string;
  /** Ctrl-C, exactly as a developer stops `npm start`: SIGINT to the whole process group. */
  stop: () => Promise<number>;
}

/**
 * Runs `npm start`'s launcher (scripts/start.ts, without rebuilding) on its own process
 * group with the data folder pointed at `dataDir`, and resolves once it says it is ready.
 */
export async function startStore(dataDir: string, timeoutMs = 180_000): Promise<RunningStore> {
  const env: NodeJS.ProcessEnv = { ...process.env, BOOKSTORE_DATA_DIR: dataDir };
  // The documented default owner, whatever this shell has set.
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts', '--no-build'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk) => (text += chunk));
  child.stderr.on('data', (chunk) => (text += chunk));
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1))),
  );

  const stop = async (): Promise<number> => {
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    signalGroup(child, 'SIGINT');
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), 120_000);
    const code = await exited;
    clearTimeout(killer);
    return code;
  };

  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const check = () => {
      if (text.includes(READY)) {
        clearTimeout(timer);
        resolve(true);
      }
    };
    child.stdout.on('data', check);
    void exited.then(() => resolve(false));
  });
  if (!ready) {
    await stop();
    throw new Error(`npm start did not become ready:\n${text.slice(-4000)}`);
  }
  return { output: () => text, stop };
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}
