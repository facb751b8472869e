import { defineConfig } from 'vitest/config';

// Browser journeys against the built app on the Hosting emulator. Run by `npm test` after the
// other suites, inside the same emulators, one file at a time (they share one database).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    env: { GCLOUD_PROJECT: 'demo-bookstore', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
