import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptRun {
  code: number;
  output: string;
}

/**
 * Runs one of the owner's scripts (scripts/<name>.ts) as `npm run` does, as a child process
 * against the running emulators; resolves with its exit code and output, never throws.
 */
export async function runScript(name: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): Promise<ScriptRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', `scripts/${name}.ts`, ...args], {
      cwd: ROOT,
      // The scripts find the emulators themselves; the suite's environment (vitest.config.ts,
      // emulatorEnv) says the same.
      env: { ...process.env, ...env },
      timeout: 90_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}
