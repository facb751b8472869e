// `npm run lock:functions` writes functions/package-lock.json from the root lockfile;
// `--check` only says whether the checked-in one is current (the deploy's first step).
import { readFileSync, writeFileSync } from 'node:fs';
import { derivedFunctionsLockfile, FUNCTIONS_LOCKFILE } from './lib/functions-lockfile';
import { runMain, SetupError } from './lib/setup-error';

function main(): void {
  const derived = derivedFunctionsLockfile();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(FUNCTIONS_LOCKFILE, 'utf8');
    } catch {
      // A missing file is as stale as an old one.
    }
    if (current !== derived) {
      throw new SetupError(
        'functions/package-lock.json does not match the root package-lock.json. Run `npm run lock:functions` and commit it.',
      );
    }
    console.log('• functions/package-lock.json matches the root lockfile.');
    return;
  }
  writeFileSync(FUNCTIONS_LOCKFILE, derived);
  console.log('• Wrote functions/package-lock.json from the root lockfile.');
}

void runMain(main);
