import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/paths';
import { emulatorWorkers } from './sizes';

/**
 * Ends the Functions emulator's worker processes by touching the built function: the emulator
 * watches it and reloads, shutting idle workers down. Each worker is an instance with its own
 * catalog copy, so the next request to a fresh one loads it from the snapshot (decision 060):
 * what a new instance pays, and what the tests of the snapshot need. It also gives back the
 * memory of the workers a load left behind (a hundred idle ones hold about 13 GB).
 *
 * A worker that holds a listener on `books` makes the Firestore emulator pay for a write in
 * proportion to the books every listener holds, inside the commit (630 ms a one-book write at
 * 5,000 books under 10 listeners): the bench ends the workers before each load.
 */
export async function dropEmulatorWorkers(): Promise<number> {
  const before = emulatorWorkers().workers;
  const built = join(ROOT, 'functions', 'lib', 'index.js');
  const now = new Date();
  utimesSync(built, now, now);
  for (let waited = 0; waited < 60_000; waited += 500) {
    await sleep(500);
    if (emulatorWorkers().workers === 0) break;
  }
  return before - emulatorWorkers().workers;
}
