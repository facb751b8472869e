// `npm start`: build, start the emulators with saved data, seed an empty database,
// make sure the local owner account exists, and say where everything is.
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { adminExists, upsertAdmin } from '../functions/src/services/owners/admins';
import { useEmulators } from './lib/admin-sdk';
import { buildAll } from './lib/build';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { describeLogin, localAdminCredentials } from './lib/local-admin';
import { DATA_DIR } from './lib/paths';
import { EMULATOR_PORTS, LOCAL_MAIL, LOCAL_URLS, MAIL_CATCHER_PORTS } from '@bookstore/domain';
import { startMailCatcher, stopMailCatcher } from './lib/mail-catcher';
import { startMailRetryClock } from './lib/mail-retry-clock';
import { BACKFILL_STOCK, backfillStock, seedIfEmpty, seedShopDetails } from './lib/seed';
import { runMain } from './lib/setup-error';
import { waitForHttp } from './lib/wait';

async function prepareData(): Promise<void> {
  useEmulators();
  console.log('• Checking the catalog…');
  const seeded = await seedIfEmpty();
  console.log(
    seeded
      ? `  Seeded ${seeded.books} books and ${seeded.news} news items.`
      : '  The database already has data; nothing seeded.',
  );
  if (await seedShopDetails())
    console.log('  Saved a demo shop’s legal name, address and contacts (Settings), so bills can be issued.');
  const stocked = await backfillStock();
  if (stocked > 0) console.log(`  Gave ${stocked} books from before stock tracking a stock of ${BACKFILL_STOCK}.`);

  const admin = localAdminCredentials();
  if (admin.fromEnv || !(await adminExists(admin.username))) {
    const outcome = await upsertAdmin(admin.username, admin.password);
    console.log(`  Owner account "${admin.username}" ${outcome}.`);
  }
  console.log(`
  ┌──────────────────────────────────────────────────────────────
  │ The book store is running.
  │   Store        ${LOCAL_URLS.hosting}
  │   API          ${LOCAL_URLS.hosting}/api/books
  │   Owner login  ${LOCAL_URLS.hosting}/admin   ${describeLogin(admin)}
  │   Mail inbox   ${LOCAL_MAIL.inbox}   every e-mail the store sends lands here (SMTP ${MAIL_CATCHER_PORTS.smtp}); none leaves this machine
  │                Owner alerts go to ${LOCAL_MAIL.ownerEmail} unless functions/.env.local says otherwise
  │   Emulators    Hosting ${EMULATOR_PORTS.hosting}, Functions ${EMULATOR_PORTS.functions}, Firestore ${EMULATOR_PORTS.firestore}, Auth ${EMULATOR_PORTS.auth}, hub ${EMULATOR_PORTS.hub}, logging ${EMULATOR_PORTS.logging}
  │   Data is saved to ${relative(process.cwd(), DATA_DIR) || DATA_DIR} when you stop with Ctrl-C.
  └──────────────────────────────────────────────────────────────
`);
}

async function main(): Promise<void> {
  const env = await emulatorEnvironment();
  // --no-build: the restart test reuses what `npm test` has just built.
  if (!process.argv.includes('--no-build')) buildAll();
  const args = ['emulators:start', '--only', EMULATORS, '--export-on-exit', DATA_DIR];
  if (existsSync(DATA_DIR)) args.push('--import', DATA_DIR);
  console.log(`• Starting the emulators (${EMULATORS})${existsSync(DATA_DIR) ? ' with the saved data' : ''}…`);
  console.log(`• Starting the mail catcher (maildev) on ${LOCAL_MAIL.inbox}…`);
  await startMailCatcher();
  const child = firebase(args, env);

  // Ctrl-C reaches the emulators too (same process group); we only wait for their export.
  const stop = () => console.log(`\n• Stopping: saving data to ${relative(process.cwd(), DATA_DIR) || DATA_DIR}…`);
  process.on('SIGINT', stop);
  process.on('SIGTERM', () => child.kill('SIGINT'));

  // Last, once the emulators have exported: the catcher has its own process group, so Ctrl-C
  // reaches it only through us.
  const exited = new Promise<number>((resolve) =>
    child.on('exit', (code) => void stopMailCatcher().finally(() => resolve(code ?? 0))),
  );

  const ready = waitForHttp(`${LOCAL_URLS.hosting}/api/books`, 180_000)
    .then(prepareData)
    .then(() => startMailRetryClock());
  const outcome = await Promise.race([
    ready.then(
      () => 'ready' as const,
      (error: Error) => error,
    ),
    exited.then(() => 'exited' as const),
  ]);
  if (outcome === 'exited') {
    console.error('✖ The emulators stopped before they were ready; see the messages above.');
    process.exit(1);
  }
  if (outcome instanceof Error) {
    console.error(`✖ The store did not come up: ${outcome.message}. Stopping the emulators.`);
    child.kill('SIGINT');
    await exited;
    process.exit(1);
  }
  process.exit(await exited);
}

void runMain(main);
