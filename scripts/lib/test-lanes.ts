/**
 * The two lanes a full `npm test` runs at once inside the emulators (docs/decisions/040-test-harness.md).
 * vitest.config.ts's projects, each in one lane (tests/scripts/test-lanes.test.ts checks it).
 */

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
  'api-hosting': ['functions/test/order-mail.test.ts', 'functions/test/mail-outbox.test.ts'],
  e2e: ['e2e/order-mail.e2e.ts'],
} as const;
