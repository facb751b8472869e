/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
}

interface ImportMetaEnv {
  /** "true" only in the end-to-end test build. */
  readonly VITE_E2E_HOOKS?: string;
  /** "true" in builds for the local emulators (scripts/lib/build.ts): the demo project may be used. */
  readonly VITE_LOCAL_EMULATORS?: string;
}
