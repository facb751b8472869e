import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { DEMO_PROJECT_ID, EMULATOR_HOSTS, LOCAL_MAIL, LOCAL_URLS } from './domain/src/config/local-emulators';

// Emulator addresses for code running inside the test process (Admin SDK, rules tests).
const emulatorEnv = {
  GCLOUD_PROJECT: DEMO_PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
  // The function's params as the emulator has them (scripts/lib/local-params.ts), for service
  // code the tests call directly: it queues e-mail with links on this origin.
  SITE_ORIGIN: LOCAL_URLS.hosting,
  MAIL_FROM: LOCAL_MAIL.from,
  OWNER_EMAIL: LOCAL_MAIL.ownerEmail,
};

// The web app's path alias (web/vite.config.ts), for the suites that import web code from outside it.
const resolve = { alias: { '@web': fileURLToPath(new URL('./web/src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // Two shared cores: a user-event journey that takes 1 s alone has taken over 5 s under load.
          testTimeout: 15_000,
        },
      },
      {
        resolve,
        test: { name: 'domain', include: ['domain/test/**/*.test.ts'], environment: 'node' },
      },
      {
        // The lint rules that guard the layers, proven on probes (type-aware lint takes a while to start).
        resolve,
        test: {
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The launcher's own logic (JDK, Firestore jar, local secrets, owner login): no emulators.
        resolve,
        test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve,
        test: {
          name: 'api',
          include: ['functions/test/**/*.test.ts'],
          // Pure server code (mail templates, the catalog index, sitemaps) runs without emulators: below.
          exclude: [...configDefaults.exclude, 'functions/test/mail/**', 'functions/test/unit/**'],
          environment: 'node',
          env: emulatorEnv,
          globalSetup: ['functions/test/support/require-emulators.ts', 'functions/test/support/contract-report.ts'],
          // Every file shares one emulator database, so files run one at a time.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's pure functions (e-mail templates with fixtures, the catalog index, sitemap
        // plans): no emulators.
        resolve,
        test: {
          name: 'server',
          include: ['functions/test/mail/**/*.test.ts', 'functions/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          env: emulatorEnv,
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
