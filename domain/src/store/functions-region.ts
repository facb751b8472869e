/**
 * Where the Cloud Functions run when the FUNCTIONS_REGION param is not set: Mumbai, beside the
 * Firestore database an Indian shop should have there, so a transaction's reads stay in one
 * region. functions/src/config.ts makes it the param's default; firebase.json's rewrites and its
 * `firestore.location` name the same region (JSON cannot import it; a scripts test holds them),
 * and the emulators' own function URLs use it. Decision 068.
 */
export const DEFAULT_FUNCTIONS_REGION = 'asia-south1';
