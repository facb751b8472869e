import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SetupError } from './setup-error';

const MIN_JAVA = 21;
/** Where Debian's and Temurin's JDK packages install. */
const JVM_DIR = '/usr/lib/jvm';

/** The JVM folder to search: BOOKSTORE_JVM_DIR lets the launcher's tests point it at a fake one. */
function jvmDir(): string {
  return process.env.BOOKSTORE_JVM_DIR || JVM_DIR;
}

/** The major version a JDK home reports, or null when it has no working java. */
export function javaMajor(home: string): number | null {
  const java = join(home, 'bin', 'java');
  if (!existsSync(java)) return null;
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return null;
  // Java 8 and older report "1.8.0".
  return match[1] === '1' ? Number(match[2]) : Number(match[1]);
}

/**
 * A JDK home of version 21 or newer: $JAVA_HOME when it qualifies, otherwise the newest
 * under `dir` (/usr/lib/jvm). firebase-tools refuses older Java for the Firestore emulator.
 */
export function findJavaHome(dir = jvmDir()): { home: string; major: number } {
  const candidates: string[] = [];
  if (process.env.JAVA_HOME) candidates.push(process.env.JAVA_HOME);
  if (existsSync(dir)) {
    candidates.push(...readdirSync(dir).map((name) => join(dir, name)));
  }
  const recent = candidates
    .map((home) => ({ home, major: javaMajor(home) ?? 0 }))
    .filter((jdk) => jdk.major >= MIN_JAVA);
  // A runtime without the JDK tools cannot build the emulator's wrapper jar (bin/jar).
  const found = recent.filter((jdk) => existsSync(join(jdk.home, 'bin', 'jar')));
  if (found.length === 0 && recent.length > 0) {
    throw new SetupError(
      `Java ${recent[0]!.major} at ${recent[0]!.home} is a runtime without the JDK tools (no bin/jar), which the Firestore emulator's launcher needs.\n` +
        `Install the JDK, e.g. "sudo apt-get install openjdk-${recent[0]!.major}-jdk-headless", or set JAVA_HOME to a full JDK ${MIN_JAVA}+.`,
    );
  }
  const fromEnv = found.find((jdk) => jdk.home === process.env.JAVA_HOME);
  const best = fromEnv ?? found.sort((a, b) => b.major - a.major)[0];
  if (!best) {
    throw new SetupError(
      `No Java ${MIN_JAVA} or newer found (checked $JAVA_HOME and ${dir}). The Firestore emulator needs it.\n` +
        `Install one, e.g. "sudo apt-get install openjdk-21-jdk-headless" (or temurin-21-jdk), or set JAVA_HOME to a JDK ${MIN_JAVA}+.`,
    );
  }
  return best;
}
