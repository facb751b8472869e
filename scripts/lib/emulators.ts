import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { writeEmulatorConfig } from './emulator-config';
import { firestoreEmulatorBinary } from './firestore-jar';
import { ensurePortsFree } from './free-ports';
import { findJavaHome } from './java';
import { ensureLocalParams } from './local-params';
import { ensureLocalSecrets } from './local-secrets';
import { ROOT } from './paths';
import { DEMO_PROJECT_ID } from '@bookstore/domain';

export const EMULATORS = 'auth,firestore,functions,hosting';
const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

/**
 * Environment for firebase-tools: a JDK 21+ first on PATH and the local Firestore jar.
 * Called by everything that starts the emulators, so it also checks their ports are free.
 */
export async function emulatorEnvironment(): Promise<NodeJS.ProcessEnv> {
  // What to install comes first: that message holds whether or not another store has the ports.
  const java = findJavaHome();
  const binary = await firestoreEmulatorBinary(java.home);
  await ensurePortsFree();
  ensureLocalSecrets();
  ensureLocalParams();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    JAVA_HOME: java.home,
    PATH: `${join(java.home, 'bin')}:${process.env.PATH ?? ''}`,
    // The emulators never need a Google account; keep firebase-tools from asking.
    FIREBASE_CLI_EXPERIMENTS: process.env.FIREBASE_CLI_EXPERIMENTS ?? '',
  };
  if (binary) env.FIRESTORE_EMULATOR_BINARY_PATH = binary;
  console.log(
    `• Java ${java.major} from ${java.home}${binary ? '; Firestore emulator from the local Google Cloud SDK' : ''}`,
  );
  return env;
}

/** Runs the firebase CLI's emulators on the demo project, from the emulators' copy of firebase.json. */
export function firebase(args: string[], env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  return spawn(FIREBASE_BIN, [...args, '--project', DEMO_PROJECT_ID, '--config', writeEmulatorConfig()], {
    cwd: ROOT,
    env,
    stdio,
  });
}
