// `npm run admin:create -- --username <name> [--password <pw>] [--email <address>] [--project <id>]`
// With --project, only the flags give the username and password (else one is generated);
// ADMIN_USERNAME and ADMIN_PASSWORD stand in for them on the emulator only.
// Adds an owner account or resets its password. --email is where this owner's alerts (new
// orders, low stock) go; without it an account keeps the address it had. Without --project it writes to the local
// emulator (which must be running: `npm start`); with --project it writes to that real
// Firebase project using your Application Default Credentials
// (`gcloud auth application-default login`).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { adminLoginSchema, ownerAlertEmailSchema, validateWith } from '@bookstore/domain';
import { upsertAdmin } from '../functions/src/services/owners/admins';
import { useFirestoreOf } from './lib/admin-sdk';
import { adminCreateCredentials } from './lib/local-admin';
import { runMain, SetupError } from './lib/setup-error';

const MIN_PASSWORD = 12;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      email: { type: 'string' },
      project: { type: 'string' },
    },
  });
  const credentials = adminCreateCredentials(values);
  const { username } = credentials;
  let password = credentials.password;
  if (credentials.ignored.length > 0)
    console.log(
      `• ${credentials.ignored.join(' and ')} from your shell are for the emulator: not used with --project.`,
    );
  if (!username)
    throw new SetupError(
      'Give a username: npm run admin:create -- --username <name> [--password <pw>] [--project <id>]',
    );
  const generated = !password;
  password ??= randomBytes(18).toString('base64url');
  const check = await validateWith(adminLoginSchema, { username, password });
  if (!check.ok) throw new SetupError(Object.values(check.errors).join(' '));
  if (password.length < MIN_PASSWORD) throw new SetupError(`Use a password of at least ${MIN_PASSWORD} characters.`);
  if (values.email !== undefined) {
    const email = await validateWith(ownerAlertEmailSchema, { email: values.email });
    if (!email.ok) throw new SetupError(`--email: ${Object.values(email.errors).join(' ')}`);
  }

  await useFirestoreOf(values.project, 'Writing to');
  const outcome = await upsertAdmin(username, password, values.email);
  const alerts = values.email ? ` Alerts go to ${values.email.trim().toLowerCase()}.` : '';
  console.log(
    `✔ Owner account "${username}" ${outcome}.${alerts}${generated ? ` Generated password: ${password}` : ''}`,
  );
  process.exit(0);
}

void runMain(main);
