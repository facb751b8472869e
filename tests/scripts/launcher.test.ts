import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { tempDir } from './support/fake-tools';

const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const FIXTURE = join(__dirname, 'fixtures', 'emulator-environment.ts');

describe('the emulator launcher on a machine without Java 21+', () => {
  it('exits 1 with one clear message and no stack trace', () => {
    const jvm = tempDir('empty-jvm');
    const env: NodeJS.ProcessEnv = { ...process.env, BOOKSTORE_JVM_DIR: jvm };
    delete env.JAVA_HOME;
    const result = spawnSync(TSX, [FIXTURE], { cwd: ROOT, env, encoding: 'utf8', timeout: 30_000 });

    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('✖ No Java 21 or newer found');
    expect(result.stderr).toContain(jvm);
    expect(result.stderr).toContain('sudo apt-get install openjdk-21-jdk-headless');
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/^\s+at /m);
  }, 30_000);
});
