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
