import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh temp folder, removed when the current test finishes (call it in a test or beforeEach). */
export function tempDir(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `bookstore-${label}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A tiny shell script standing in for a real tool (java, jar). */
export function writeTool(path: string, body: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
}

/**
 * A JDK home whose bin/java reports `version` on stderr as a real one does; without `jar`
 * it is a runtime (JRE) only. Returns the home.
 */
export function fakeJdk(parent: string, name: string, version: string, { jar = true } = {}): string {
  const home = join(parent, name);
  writeTool(join(home, 'bin', 'java'), `echo 'openjdk version "${version}" 2025-09-16' >&2`);
  if (jar) writeTool(join(home, 'bin', 'jar'), 'exit 0');
  return home;
}

/** The error `run` throws, so a test can check both its class and its message. */
export function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw, got none');
}
