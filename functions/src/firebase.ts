import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { recordQueriesIfAsked } from './db/query-recorder';

// The Admin SDK starts on first use, not at import: the seed, bench and admin scripts import
// this code before they point FIRESTORE_EMULATOR_HOST and friends at the local emulators.
// On the emulators the SDK finds Firestore and Auth through those variables, set by the suite.
const app = (): App => getApps()[0] ?? initializeApp();

let firestore: Firestore | undefined;
let authentication: Auth | undefined;

// `npm test` records every query's shape (db/query-recorder.ts); otherwise nothing is installed.
export const db = (): Firestore => (firestore ??= recordQueriesIfAsked(getFirestore(app())));
export const auth = (): Auth => (authentication ??= getAuth(app()));
