import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../lib/paths';
import { emulatorWorkers } from './sizes';

/**
 * Ends the Functions emulator's worker processes, and with them their catalog listeners, by
 * touching the built function: the emulator watches it and reloads, shutting idle workers down.
 *
 * Why: the Firestore emulator (1.19) pays for a write in proportion to the books every listener
 * on `books` holds, and it pays inside the commit. Measured here with 10 listeners: 130 ms a
 * one-book write at 500 books, 630 ms at 5,000. Filling 20,000 books under two dozen listening
 * workers ran it out of direct memory (OutOfMemoryError in ListenStreamManager.notifyListeners).
 * Firestore itself sends a listener only the changed documents, so this is the emulator's
 * cost, not the design's: the bench fills the large catalog with no listener attached, and
 * starts its loads of orders with fresh workers, which serve no catalog page and so listen to
 * nothing.
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
