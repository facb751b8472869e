// `npm run backup`: copies the running emulators' Firestore and Auth data into backups/<time>/
// (ignored), through the emulator hub's export. The store keeps running; nothing is changed.
// Only the local emulators: a real project's backups are Firestore's own (docs/deployment.md).
import { exportEmulatorData, runningEmulators } from './lib/emulator-hub';
import { newBackupPath, shown } from './lib/emulator-backups';
import { runMain } from './lib/setup-error';
import { describeContents, storeContents, useHubEmulators } from './lib/store-contents';

async function main(): Promise<void> {
  const emulators = await runningEmulators();
  useHubEmulators(emulators);
  const path = newBackupPath();
  console.log(`• Backing up the local emulators' Firestore and Auth data to ${shown(path)}…`);
  const contents = await storeContents();
  await exportEmulatorData(emulators, path, 'npm run backup');
  console.log(`  It holds: ${describeContents(contents)}.`);
  console.log(`✔ Backup written to ${path}`);
  console.log(`  Put it back with: npm run restore -- ${shown(path)}`);
  process.exit(0);
}

void runMain(main);
