import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

// One Admin SDK app per instance. On the emulators the SDK finds Firestore and Auth
// through FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST, set by the suite.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
export const auth = getAuth(app);
