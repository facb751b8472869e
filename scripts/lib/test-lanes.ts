/**
 * The two lanes a full `npm test` runs at once inside the emulators (docs/decisions/040-test-harness.md).
 * vitest.config.ts's projects, each in one lane (tests/scripts/test-lanes.test.ts checks it).
 */

/** The suite through Hosting, on the emulators' own project: the browser journeys come after it in its lane. */
export const OWN_PROJECT_LANE = ['api-hosting'] as const;

/** Every other project: no emulator, or a project of each worker's own on the shared emulators. */
export const WORKER_LANE = ['web', 'domain', 'lint', 'scripts', 'server', 'rules', 'api'] as const;
