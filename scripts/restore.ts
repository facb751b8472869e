// `npm run restore -- <backup folder>`: replaces ALL Firestore documents and Auth accounts of the
// running emulators with a backup made by `npm run backup`. The data it replaces is first backed
// up itself (backups/<time>-before-restore), so a restore can be undone the same way.
// Only the local emulators, and only while they run (`npm start`): never a real project.
import { exportEmulatorData, runningEmulators, withFunctionsPaused } from './lib/emulator-hub';
import { importBackup, listBackups, newBackupPath, readBackup, shown } from './lib/emulator-backups';
import { resetEmulators } from './lib/reset-emulators';
import { runMain, SetupError } from './lib/setup-error';
import { describeContents, storeContents, useHubEmulators } from './lib/store-contents';

function usage(): string {
  const backups = listBackups();
  const list =
    backups.length > 0
      ? `Backups, newest first:\n${backups.map((path) => `    ${shown(path)}`).join('\n')}`
      : 'There are no backups yet: make one with "npm run backup".';
  return `Name the backup to restore: npm run restore -- backups/<time>\n  ${list}`;
}

async function main(): Promise<void> {
  const folders = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (folders.length !== 1) throw new SetupError(usage());
  // Checked before anything is touched: a wrong folder or stopped emulators change nothing.
  const backup = readBackup(folders[0]!);
  const emulators = await runningEmulators();
  useHubEmulators(emulators);

  const current = await storeContents();
  console.log(`• Restoring ${shown(backup.dir)} into the running emulators.`);
  console.log(`  This REPLACES all current Firestore documents and Auth accounts: ${describeContents(current)}.`);
  const safety = newBackupPath('before-restore');
  await exportEmulatorData(emulators, safety, 'npm run restore');
  console.log(
    `  The current data was first backed up to ${shown(safety)} (undo: npm run restore -- ${shown(safety)}).`,
  );

  const accounts = await withFunctionsPaused(emulators, async () => {
    await resetEmulators({ firestore: emulators.firestore.origin, auth: emulators.auth.origin });
    return importBackup(emulators, backup);
  }).catch((error: unknown) => {
    // Half a restore is the worst state to leave unexplained: say where the old data is.
    console.error(`✖ The restore failed part-way. The data from before it is in ${shown(safety)}.`);
    throw error;
  });
  const restored = await storeContents();
  if (restored.accounts !== accounts)
    throw new Error(`Auth holds ${restored.accounts} accounts after the restore, the backup ${accounts}.`);
  console.log(`✔ Restored: ${describeContents(restored)}.`);
  console.log('  Like any change, `npm start` saves it to .emulator-data when you stop it with Ctrl-C.');
  process.exit(0);
}

void runMain(main);
