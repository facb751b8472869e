import { DEMO_PROJECT_ID } from '@bookstore/domain';
import express from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { readLocalParams } from '../../../scripts/lib/local-params';
import { LOCAL_PARAMS_FILE, ROOT, SECRET_FILE } from '../../../scripts/lib/paths';

/**
 * Setup file of the `api` project: each test file calls the `api` function in its own process,
 * on a Firestore and Auth project of its worker's own on the same emulators, so files run in
 * parallel (docs/decisions/040-test-harness.md). Runs before the file's imports, so the Admin
 * SDK, the app and the tests' helpers all start on that project. It sits in the functions
 * package, not tests/support, because it serves the app with the package's own Express (5),
 * whose route syntax the root's Express 4 does not read; express-routes.ts beside it reads
 * that Express's router.
 */

// VITEST_POOL_ID numbers the workers that run at once: no two files share a project at a time,
// and a file clears only its own project's data.
const project = `${DEMO_PROJECT_ID}-w${process.env.VITEST_POOL_ID ?? '0'}`;
process.env.GCLOUD_PROJECT = project;
process.env.GOOGLE_CLOUD_PROJECT = project;
// `firebase emulators:exec` hands its command the demo project here too, which the Admin SDK prefers.
process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: project });

// The function's params and secrets, as the Functions emulator loads them for the deployed code:
// functions/.env, then .env.local over it, and the secrets from .secret.local.
const functionsEnv = {
  ...readLocalParams(join(ROOT, 'functions', '.env')),
  ...readLocalParams(LOCAL_PARAMS_FILE),
  ...readLocalParams(SECRET_FILE),
};
const { NODE_ENV: functionNodeEnv, ...params } = functionsEnv;
Object.assign(process.env, params, { FUNCTIONS_EMULATOR: 'true' });

/**
 * What the Functions emulator's runtime does before the function runs (firebase-tools'
 * functionsEmulatorRuntime): it parses JSON, text, form and raw bodies up to 32 MB and keeps
 * the bytes in `req.rawBody`. The app relies on that (http/request-body.ts), so it runs behind
 * the same parsers here.
 */
function platform(handler: express.RequestHandler): express.Express {
  const app = express();
  app.enable('trust proxy');
  const limit = '32mb';
  const verify = (req: express.Request & { rawBody?: Buffer }, _res: unknown, buffer: Buffer) => {
    req.rawBody = buffer;
  };
  app.use(express.json({ limit, verify }));
  app.use(express.text({ limit, verify }));
  app.use(express.urlencoded({ extended: true, limit, verify }));
  app.use(express.raw({ type: '*/*', limit, verify }));
  app.all('/{*path}', handler);
  return app;
}

// The deployed `api` function itself (onRequest's wrapper around the Express app), loaded at the
// first request, after the test file's own vi.mock() calls (no-leaks.test.ts replaces the
// logger), and built as the emulator builds it: under functions/.env's NODE_ENV.
let app: Promise<express.Express> | undefined;
async function loadApp(): Promise<express.Express> {
  const previousNodeEnv = process.env.NODE_ENV;
  if (functionNodeEnv) process.env.NODE_ENV = functionNodeEnv;
  try {
    const { api } = await import('../../src/index');
    return platform(api as unknown as express.RequestHandler);
  } finally {
    process.env.NODE_ENV = previousNodeEnv;
  }
}

const server: Server = createServer((req, res) => {
  (app ??= loadApp()).then(
    (handler) => handler(req, res),
    (error: unknown) => res.writeHead(500).end(`The app did not load: ${String(error)}`),
  );
});
server.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
process.env.BOOKSTORE_TEST_IN_PROCESS_API = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
