// `npm test`: build, start a fresh set of emulators (no saved data) and the mail catcher, run every Vitest
// project inside them, stop them; then the restart test, which runs `npm start`'s own
// launcher twice on the same ports and so must come after. First of all, `npm run validate`
// (types, lint, format): a type error or a broken layer fails in a minute, not after the
// suites. Extra arguments go to Vitest (`npm test -- --project api`); `--project restart`
// runs only the restart test; `--no-validate` and `--no-build` skip those steps.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './lib/build';
import { startMailCatcher, stopMailCatcher } from './lib/mail-catcher';
import { EMULATORS, emulatorEnvironment, firebase } from './lib/emulators';
import { CACHE_DIR, QUERY_LOG_DIR, ROOT } from './lib/paths';
import { runMain } from './lib/setup-error';
import {
  MAIL_OUTAGE_FILES,
  OWN_PROJECT_LANE,
  parseStepTimes,
  stepTimesTable,
  timedShell,
  WORKER_LANE,
  type StepTime,
} from './lib/test-lanes';
import { ensureTestTools } from './lib/test-tools';
import { findJavaHome } from './lib/java';
import { QUERY_LOG_FLAG } from '../functions/src/db/query-recorder';

const RESTART_CONFIG = 'tests/restart/vitest.config.mts';
const E2E_CONFIG = 'e2e/vitest.config.mts';
const CONTRACT_LOG = 'tests/support/contract-log.ts';
const QUERY_LOG = 'tests/support/query-log.ts';
/** The lanes' times, written by the emulators' shell command (timedShell) and read after it. */
const TIMES_FILE = join(CACHE_DIR, 'test-times.tsv');

/** The steps this process ran, timed; printed with the lanes' at the end. */
const steps: StepTime[] = [];
function timed<T>(step: string, run: () => T): T {
  const start = Date.now();
  const result = run();
  steps.push({ step, start, end: Date.now() });
  return result;
}
async function timedAsync<T>(step: string, run: () => Promise<T>): Promise<T> {
  const start = Date.now();
  const result = await run();
  steps.push({ step, start, end: Date.now() });
  return result;
}

const exitCode = (child: ReturnType<typeof spawn>) =>
  new Promise<number>((resolve) => child.on('exit', (status) => resolve(status ?? 1)));

const OWN_FLAGS = ['--no-build', '--no-validate'];

function validate(): void {
  console.log('• Checking types, lint and format (npm run validate)…');
  const result = spawnSync('npm', ['run', '--silent', 'validate'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('✖ npm run validate failed; see the messages above. `npm run format` fixes formatting.');
    process.exit(result.status ?? 1);
  }
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(TIMES_FILE, '');
  // What the suites drive, before a minute goes on anything else: installed, or named. A JDK 21+
  // for the Firestore emulator is found (or its install command named) here too, not after the build.
  findJavaHome();
  ensureTestTools();
  if (!process.argv.includes('--no-validate')) timed('validate', validate);
  const env = await emulatorEnvironment();
  // Every process the run starts (the Functions emulator's workers, the suites, the scripts they
  // drive) records its queries' shapes here; the report after the run holds them against
  // firestore.indexes.json (docs/decisions/067-query-indexes.md).
  env[QUERY_LOG_FLAG] = QUERY_LOG_DIR;
  const queryLog = (...args: string[]) =>
    spawnSync('npx', ['tsx', QUERY_LOG, ...args], { cwd: ROOT, env, stdio: 'inherit' });
  queryLog('start');
  // The browser tests need the build's test-only sign-in hook; `npm start` rebuilds without it.
  if (!process.argv.includes('--no-build')) timed('build', () => buildAll({ VITE_E2E_HOOKS: 'true' }));
  const vitestArgs = process.argv.slice(2).filter((arg) => !OWN_FLAGS.includes(arg));
  const onlyRestart = vitestArgs.join(' ').match(/--project[= ]restart\b/) !== null;
  const onlyE2e = vitestArgs.join(' ').match(/--project[= ]e2e\b/) !== null;
  // The restart and browser tests belong to a full run (no filters) or are asked for by name.
  const withRestart = onlyRestart || vitestArgs.length === 0;
  const withE2e = onlyE2e || vitestArgs.length === 0;

  let code = 0;
  if (!onlyRestart) {
    const vitest = (args: string[]) => ['npx', 'vitest', 'run', ...args.map((arg) => JSON.stringify(arg))].join(' ');
    // The journeys run after the other suites that use the emulators' own project, which clear it
    // between tests. `npm test -- --project e2e e2e/some.e2e.ts` runs just those journeys.
    const e2eFilters = onlyE2e ? vitestArgs.filter((arg) => arg.endsWith('.e2e.ts')) : [];
    const e2e = [`npx vitest run --config ${E2E_CONFIG}`, ...e2eFilters].join(' ');
    const lap = (step: string, shell: string) => timedShell(step, shell, TIMES_FILE);
    let command: string;
    if (vitestArgs.length === 0) {
      // A full run in two lanes at once (docs/decisions/040-test-harness.md): the suites on the
      // emulators' own project, one file at a time (through Hosting, then the browser journeys),
      // beside everything else (the in-process API tests, each worker on a project of its own,
      // and the suites that need no emulator), so the journeys' waits overlap the CPU-bound work.
      const projects = (names: readonly string[]) => names.flatMap((name) => ['--project', name]);
      const excluding = (files: readonly string[]) => files.flatMap((file) => ['--exclude', file]);
      const hostingOutages = MAIL_OUTAGE_FILES['api-hosting'];
      const e2eOutages = MAIL_OUTAGE_FILES.e2e;
      const ownProject = lap(
        'own-project lane',
        `${lap('  api-hosting', vitest([...projects(OWN_PROJECT_LANE), ...excluding(hostingOutages)]))} && ` +
          lap('  e2e', `${e2e} ${excluding(e2eOutages).join(' ')}`),
      );
      const others = lap('worker lane', vitest(projects(WORKER_LANE)));
      // The mail outages, alone once both lanes are done (test-lanes.ts).
      const outages = lap(
        'mail outages',
        `${vitest(['--project', 'api-hosting', ...hostingOutages])} && ${e2e} ${e2eOutages.join(' ')}`,
      );
      // Both lanes check API answers against the OpenAPI document into one log, summed up after both.
      const contractLog = (step: 'start' | 'report') => `npx tsx ${CONTRACT_LOG} ${step}`;
      command =
        `export BOOKSTORE_CONTRACT_LOG=lanes; ${contractLog('start')} || exit 1; ` +
        `${ownProject} & own=$!; ${others}; others=$?; wait $own; own=$?; ` +
        `${outages}; outages=$?; ${contractLog('report')}; ` +
        '[ $own -ne 0 ] && exit $own; [ $outages -ne 0 ] && exit $outages; exit $others';
    } else {
      const suites = onlyE2e ? [] : [lap('vitest', vitest(vitestArgs))];
      if (withE2e) suites.push(lap('e2e', e2e));
      command = suites.join(' && ');
    }
    console.log('• Starting the mail catcher (maildev: SMTP 1025, inbox http://127.0.0.1:1080)…');
    await startMailCatcher();
    try {
      console.log(`• Starting the emulators and running: ${command}`);
      code = await timedAsync('emulators (start, suites, stop)', () =>
        exitCode(firebase(['emulators:exec', '--only', EMULATORS, command], env)),
      );
    } finally {
      // Before the restart test, whose own `npm start` runs a catcher on the same ports.
      await stopMailCatcher();
    }
  }
  if (withRestart) {
    console.log('• Restart test: npm start, orders, Ctrl-C, npm start again (its own emulators)…');
    const restart = await timedAsync('restart test', () =>
      exitCode(spawn('npx', ['vitest', 'run', '--config', RESTART_CONFIG], { cwd: ROOT, env, stdio: 'inherit' })),
    );
    code ||= restart;
  }
  // A full run fails on a query without its index, an index entry no query uses or a query site
  // no suite ran; a targeted run ran only part of them, so it prints the same and fails on nothing.
  const report = queryLog('report', ...(vitestArgs.length === 0 ? [] : ['--partial']));
  code ||= report.status ?? 1;
  const lanes = parseStepTimes(readFileSync(TIMES_FILE, 'utf8'));
  console.log(
    `• Time by step (m:ss):\n${stepTimesTable([...steps, ...lanes], { step: 'total', start: startedAt, end: Date.now() })}`,
  );
  process.exit(code);
}

void runMain(main);
