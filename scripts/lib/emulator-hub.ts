import { EMULATOR_HOST, EMULATOR_PORTS } from '@bookstore/domain';
import { ok } from './reset-emulators';
import { SetupError } from './setup-error';

/** The running emulators a backup or restore works on, as the emulator hub lists them. */
export interface RunningEmulators {
  hub: string;
  firestore: { origin: string; host: string };
  auth: { origin: string; host: string };
  functions?: string;
}

interface HubListing {
  [name: string]: { host: string; port: number } | undefined;
}

/** FIREBASE_EMULATOR_HUB (host:port) is the variable firebase-tools itself reads; else the store's port. */
function hubOrigin(): string {
  return `http://${process.env.FIREBASE_EMULATOR_HUB || `${EMULATOR_HOST}:${EMULATOR_PORTS.hub}`}`;
}

const hostOf = ({ host, port }: { host: string; port: number }) => `${host.includes(':') ? `[${host}]` : host}:${port}`;

/**
 * Asks the hub which emulators run, so backup and restore reach exactly the ones `npm start`
 * started. Refuses with a clear message when none run or Firestore or Auth is missing.
 */
export async function runningEmulators(): Promise<RunningEmulators> {
  const hub = hubOrigin();
  let listed: HubListing;
  try {
    const response = await fetch(`${hub}/emulators`, { signal: AbortSignal.timeout(3000) });
    listed = (await (await ok(response, 'Asking the emulator hub')).json()) as HubListing;
  } catch {
    throw new SetupError(
      `The emulators are not running: no emulator hub answers at ${hub}. Start the store with "npm start" in another terminal, then run this again.`,
    );
  }
  const firestore = listed.firestore;
  const auth = listed.auth;
  if (!firestore || !auth) {
    const missing = [firestore ? '' : 'Firestore', auth ? '' : 'Auth'].filter(Boolean).join(' and ');
    throw new SetupError(
      `The emulators at ${hub} run without ${missing} (${Object.keys(listed).join(', ')}). Start the store with "npm start".`,
    );
  }
  return {
    hub,
    firestore: { origin: `http://${hostOf(firestore)}`, host: hostOf(firestore) },
    auth: { origin: `http://${hostOf(auth)}`, host: hostOf(auth) },
    functions: listed.functions && `http://${hostOf(listed.functions)}`,
  };
}

/**
 * The hub's own export, the one `firebase emulators:export` and Ctrl-C's `--export-on-exit` use:
 * Firestore and Auth into `path` (absolute; its parent must exist), in the layout `--import` reads.
 */
export async function exportEmulatorData(
  emulators: RunningEmulators,
  path: string,
  initiatedBy: string,
): Promise<void> {
  const response = await fetch(`${emulators.hub}/_admin/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, initiatedBy, targets: ['firestore', 'auth'] }),
  });
  await ok(response, `Exporting the emulators' data to ${path}`);
}

/**
 * Runs `work` with the Functions emulator's background functions off, then on again. Off, the
 * mail sender and its retry sweep cannot act on a half-restored database. Back on, the emulator
 * replaces its idle function workers: the API's in-memory catalog index (decision 026) is then
 * rebuilt from the restored books. The Firestore emulator's import notifies no listener and
 * fires no trigger, so without this the API listed no books 20 s after a restore.
 */
export async function withFunctionsPaused<T>(emulators: RunningEmulators, work: () => Promise<T>): Promise<T> {
  if (!emulators.functions) return work();
  const toggle = async (state: 'disable' | 'enable') =>
    ok(
      await fetch(`${emulators.hub}/functions/${state}BackgroundTriggers`, { method: 'PUT' }),
      `Asking the hub to ${state} the background functions`,
    );
  await toggle('disable');
  try {
    return await work();
  } finally {
    await toggle('enable');
  }
}
