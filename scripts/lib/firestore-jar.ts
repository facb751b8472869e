import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { CACHE_DIR } from './paths';
import { SetupError } from './setup-error';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** Where the launcher looks for the emulator jar. Tests give folders of their own. */
export interface FirestoreJarPlaces {
  /** Google Cloud SDK roots that may hold google-cloud-cli-firestore-emulator. */
  sdkRoots: string[];
  /** Where firebase-tools keeps the emulators it downloaded. */
  downloadDir: string;
  /** Our own folder for the wrapper jar. */
  wrapperDir: string;
  canDownload: () => Promise<boolean>;
}

function gcloudSdkRoots(): string[] {
  const roots: string[] = [];
  const result = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (result.status === 0 && result.stdout.trim()) roots.push(result.stdout.trim());
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk');
  return roots;
}

function machinePlaces(): FirestoreJarPlaces {
  return {
    sdkRoots: gcloudSdkRoots(),
    downloadDir: join(homedir(), '.cache', 'firebase', 'emulators'),
    // Ignored by git, and ours: firebase-tools chmods the file it is given.
    wrapperDir: join(CACHE_DIR, 'firestore-emulator'),
    canDownload,
  };
}

/** The Firestore emulator jar installed by google-cloud-cli-firestore-emulator, if any. */
export function findSdkFirestoreJar(sdkRoots = gcloudSdkRoots()): string | null {
  for (const root of sdkRoots) {
    const jar = join(root, 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
    if (existsSync(jar)) return jar;
  }
  return null;
}

/** firebase-tools' own download, when a machine with internet fetched it before. */
function hasFirebaseToolsDownload(dir: string): boolean {
  return existsSync(dir) && readdirSync(dir).some((name) => /^cloud-firestore-emulator.*\.jar$/.test(name));
}

async function canDownload(): Promise<boolean> {
  try {
    const response = await fetch('https://storage.googleapis.com/', {
      method: 'HEAD',
      signal: AbortSignal.timeout(3000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * The SDK's jar has no Main-Class, so `java -jar` (what firebase-tools runs) fails on it.
 * A wrapper jar whose manifest names the main class and puts the SDK jar on the class path
 * fixes that.
 */
function wrapperJar(sdkJar: string, javaHome: string, dir: string): string {
  const wrapper = join(dir, 'firestore-emulator-wrapper.jar');
  const manifestFile = join(dir, 'MANIFEST.MF');
  const manifest = `Manifest-Version: 1.0\nMain-Class: ${MAIN_CLASS}\nClass-Path: file:${sdkJar}\n`;
  const current = existsSync(manifestFile) ? readFileSync(manifestFile, 'utf8') : '';
  if (existsSync(wrapper) && current === manifest) return wrapper;
  const jarTool = join(javaHome, 'bin', 'jar');
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(manifestFile, manifest);
    execFileSync(jarTool, ['cfm', wrapper, manifestFile], { stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    // A half-written wrapper would pass for a good one on the next start.
    rmSync(wrapper, { force: true });
    const reason = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    throw new SetupError(
      `Could not build the Firestore emulator's wrapper jar ${wrapper} with ${jarTool}:\n  ${reason}\n` +
        `Check that ${javaHome} is a working JDK (or set JAVA_HOME to one) and that ${dir} is writable.`,
    );
  }
  return wrapper;
}

/**
 * The value for FIRESTORE_EMULATOR_BINARY_PATH, or null to let firebase-tools use or
 * fetch its own jar. Throws a SetupError when no jar exists and none can be downloaded.
 */
export async function firestoreEmulatorBinary(
  javaHome: string,
  places: FirestoreJarPlaces = machinePlaces(),
): Promise<string | null> {
  const sdkJar = findSdkFirestoreJar(places.sdkRoots);
  if (sdkJar) return wrapperJar(sdkJar, javaHome, places.wrapperDir);
  if (hasFirebaseToolsDownload(places.downloadDir) || (await places.canDownload())) return null;
  throw new SetupError(
    'The Firestore emulator is not installed and cannot be downloaded from this machine.\n' +
      'Install it with "sudo apt-get install google-cloud-cli-firestore-emulator" (Google Cloud CLI packages),\n' +
      'or run "npx firebase setup:emulators:firestore" once on a machine with internet access.',
  );
}
