/**
 * The two lanes a full `npm test` runs at once inside the emulators (docs/decisions/040-test-harness.md).
 * vitest.config.ts's projects, each in one lane (tests/scripts/test-lanes.test.ts checks it).
 */

/**
 * functions/test's folders, each a project's glob in vitest.config.ts: `unit` (the `server`
 * project: no emulators), `api` (the `api` project: in-process, a project of each worker's own)
 * and `hosting` (the `api-hosting` project: through Hosting and the Functions emulator, on the
 * emulators' own project). A test file's folder is its lane; one outside them would run nowhere.
 */
export const SERVER_TEST_FOLDERS = ['unit', 'api', 'hosting'] as const;

/** The suite through Hosting, on the emulators' own project: the browser journeys come after it in its lane. */
export const OWN_PROJECT_LANE = ['api-hosting'] as const;

/** Every other project: no emulator, or a project of each worker's own on the shared emulators. */
export const WORKER_LANE = ['web', 'domain', 'lint', 'scripts', 'server', 'rules', 'api'] as const;

/**
 * Files that stop the shared mail catcher to test an outage. A full run takes them out of both
 * lanes and runs them alone after: while one ran beside the other lane, that lane's mail tests
 * met a refused connection (CI on f57d463: 'connect ECONNREFUSED 127.0.0.1:1025').
 */
export const MAIL_OUTAGE_FILES = {
  'api-hosting': ['functions/test/hosting/order-mail.test.ts', 'functions/test/hosting/mail-outbox.test.ts'],
  e2e: ['e2e/order-mail.e2e.ts'],
} as const;

/** One step of `npm test` and when it ran (ms since the epoch). */
export interface StepTime {
  step: string;
  start: number;
  end: number;
}

/**
 * `command` as a shell step that appends `step<TAB>start<TAB>end` (ms) to `file` when it ends,
 * and exits with the command's status: the lanes run inside the emulators' shell command, where
 * only the shell sees when each starts and ends.
 */
export function timedShell(step: string, command: string, file: string): string {
  const line = `printf '%s\\t%s\\t%s\\n' '${step}' "$t0" "$(date +%s%3N)" >> '${file}'`;
  return `(t0=$(date +%s%3N); ${command}; status=$?; ${line}; exit $status)`;
}

/** The steps the shell recorded in `text` (timedShell's lines). */
export function parseStepTimes(text: string): StepTime[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [step = '', start = '0', end = '0'] = line.split('\t');
      return { step, start: Number(start), end: Number(end) };
    });
}

/** A table of each step's minutes and seconds, in the order they started, then the whole run's. */
export function stepTimesTable(steps: readonly StepTime[], total: StepTime): string {
  const clock = (ms: number) => {
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  };
  const rows = [...steps].sort((a, b) => a.start - b.start).concat(total);
  const width = Math.max(...rows.map((row) => row.step.length));
  return rows
    .map((row) => {
      const offset = row === total ? '' : `  (from ${clock(row.start - total.start)})`;
      return `  ${row.step.padEnd(width)}  ${clock(row.end - row.start).padStart(6)}${offset}`;
    })
    .join('\n');
}
