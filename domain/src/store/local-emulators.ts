/**
 * The local Firebase emulator suite: the `demo-` project and every port, in one place.
 * firebase.json holds the same numbers (JSON cannot import them); a scripts test checks they agree.
 */
export const DEMO_PROJECT_ID = 'demo-bookstore';
export const EMULATOR_HOST = '127.0.0.1';
export const EMULATOR_PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  hub: 4400,
  logging: 4500,
} as const;
/**
 * The local mail catcher (maildev from npm): SMTP on one port, its web inbox and REST API
 * (`GET /api/email`) on the other. It keeps every message and relays none.
 */
export const MAIL_CATCHER_PORTS = { smtp: 1025, web: 1080 } as const;

/** Vite's dev server (`npm run dev` only). */
export const DEV_SERVER_PORT = 5173;

/**
 * Where the Cloud Functions run when the FUNCTIONS_REGION param is not set: Mumbai, beside the
 * Firestore database an Indian shop should have there, so a transaction's reads stay in one
 * region. functions/src/config.ts makes it the param's default; firebase.json's rewrites and its
 * `firestore.location` name the same region (JSON cannot import it; a scripts test holds them),
 * and the emulators' own function URLs below use it. Here, beside the ports, because
 * web/vite.config.ts imports this file by path, without the package's other modules. Decision 068.
 */
export const DEFAULT_FUNCTIONS_REGION = 'asia-south1';

const local = (port: number) => `http://${EMULATOR_HOST}:${port}`;

export const LOCAL_URLS = {
  hosting: local(EMULATOR_PORTS.hosting),
  api: `${local(EMULATOR_PORTS.hosting)}/api`,
  /** The `api` function called directly, without Hosting's rewrite. */
  functionBase: `${local(EMULATOR_PORTS.functions)}/${DEMO_PROJECT_ID}/${DEFAULT_FUNCTIONS_REGION}/api`,
  auth: local(EMULATOR_PORTS.auth),
  firestore: local(EMULATOR_PORTS.firestore),
} as const;

/** `host:port` values for FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST. */
export const EMULATOR_HOSTS = {
  firestore: `${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`,
  auth: `${EMULATOR_HOST}:${EMULATOR_PORTS.auth}`,
} as const;

/** The store's e-mail settings on the emulators (functions/.env.local and .secret.local). */
export const LOCAL_MAIL = {
  smtpUri: `smtp://${EMULATOR_HOST}:${MAIL_CATCHER_PORTS.smtp}`,
  inbox: local(MAIL_CATCHER_PORTS.web),
  /** .test is reserved (RFC 2606): no such address can exist outside this machine. */
  from: 'Book Store <orders@bookstore.test>',
  ownerEmail: 'owner@bookstore.test',
} as const;
