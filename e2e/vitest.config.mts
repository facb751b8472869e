import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// By path: Node loads this config and cannot import the domain package's TypeScript entry.
import { DEMO_PROJECT_ID, EMULATOR_HOSTS, LOCAL_MAIL, LOCAL_URLS } from '../domain/src/store/local-emulators.ts';

// Browser journeys against the built app on the Hosting emulator, and the first-load budget (a
// production build in Chromium, with the seeded catalog). Run by `npm test` after the other
// suites, inside the same emulators, one file at a time (they share one database).
export default defineConfig({
  // The web app's path alias (web/vite.config.ts): journeys import a few of its constants.
  resolve: { alias: { '@web': fileURLToPath(new URL('../web/src', import.meta.url)) } },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts', 'tests/budget/**/*.e2e.ts'],
    environment: 'node',
    env: {
      GCLOUD_PROJECT: DEMO_PROJECT_ID,
      FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
      SITE_ORIGIN: LOCAL_URLS.hosting,
      MAIL_FROM: LOCAL_MAIL.from,
      OWNER_EMAIL: LOCAL_MAIL.ownerEmail,
    },
    globalSetup: ['e2e/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
