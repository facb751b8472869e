import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { DEMO_PROJECT_ID, EMULATOR_HOSTS, LOCAL_MAIL, LOCAL_URLS } from './domain/src/store/local-emulators';
import { QUERY_LOG_FLAG } from './functions/src/db/query-recorder';
import { QUERY_LOG_DIR } from './scripts/lib/paths';

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
  // Every query the server's code sends from the test process is recorded (decision 067), in
  // `npm test`'s log or, run alone, the same folder; tests/support/query-log.ts reports on it.
  [QUERY_LOG_FLAG]: process.env[QUERY_LOG_FLAG] ?? QUERY_LOG_DIR,
};

// The web app's path alias (web/vite.config.ts), for the suites that import web code from outside it.
const resolve = { alias: { '@web': fileURLToPath(new URL('./web/src', import.meta.url)) } };

export default defineConfig({
  test: {
    // Two workers for the files that may run at once (two cores; the API tests mostly wait on the
    // emulators). The default, one fewer than the cores, ran every file one at a time here.
    maxWorkers: Number(process.env.BOOKSTORE_TEST_WORKERS ?? 2),
    projects: [
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/setup.ts'],
          // Two shared cores: a user-event journey that takes 1 s alone has taken over 5 s under load,
          // and the checkout journey of storefront-orders (a form typed key by key) 10-11 s in a run
          // beside two busy processes, over 15 s with validate beside them too. Only
          // the bound for a test that hangs: findBy and waitFor return once what they wait for is there.
          testTimeout: 30_000,
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
        // Most API tests (functions/test/api): the `api` function called in each worker's own
        // process, on a Firestore and Auth project of the worker's own on the shared emulators
        // (functions/test/support/in-process-api.ts), so files run in parallel (docs/decisions/040-test-harness.md).
        test: {
          name: 'api',
          include: ['functions/test/api/**/*.test.ts'],
          environment: 'node',
          env: emulatorEnv,
          setupFiles: ['functions/test/support/in-process-api.ts'],
          globalSetup: ['tests/support/require-emulators.ts', 'tests/support/contract-report.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The suite on the emulators' own project (functions/test/hosting), one file at a time:
        // what happens in Hosting or the Functions emulator, or only there (rewrites, headers and
        // served pages, the function's own URL, every endpoint's `*-doors` file of limits and
        // access, the mail trigger and the mail catcher, the catalog snapshot a new worker loads),
        // the owner's scripts and the Auth emulator's own sign-in flows, which know no other project.
        resolve,
        test: {
          name: 'api-hosting',
          include: ['functions/test/hosting/**/*.test.ts'],
          environment: 'node',
          env: emulatorEnv,
          globalSetup: ['tests/support/require-emulators.ts', 'tests/support/contract-report.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The server's pure functions (functions/test/unit: e-mail templates with fixtures, the
        // catalog index, sitemap plans): no emulators.
        resolve,
        test: {
          name: 'server',
          include: ['functions/test/unit/**/*.test.ts'],
          environment: 'node',
          // The render function's built bundle (storefront-unavailable.test.ts) is loaded by Node, as
          // in production. Outside node_modules Vitest would put its 3 MB through Vite's transform
          // first: 3-5 s on two shared cores, past the test's 5 s with its first page.
          server: { deps: { external: [/\/functions\/lib\/web-render\//] } },
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
