import { DEMO_PROJECT_ID } from '@bookstore/domain';

/**
 * The Firebase project this test file's data lives in. Most API test files run in parallel,
 * each worker on a project of its own on the same Firestore and Auth emulators
 * (support/in-process-api.ts sets it); the files about Hosting, the Functions emulator, its
 * triggers and the owner's scripts run one at a time on the emulators' own demo project.
 */
export const TEST_PROJECT_ID = process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;

/** Hosting, the functions and their Firestore triggers serve only the emulators' own project. */
export const ON_EMULATORS_OWN_PROJECT = TEST_PROJECT_ID === DEMO_PROJECT_ID;

/** The in-process app's `/api` base, when this file calls the app in its own process. */
export const IN_PROCESS_API: string | undefined = process.env.BOOKSTORE_TEST_IN_PROCESS_API;
