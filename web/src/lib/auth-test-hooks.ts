import { GoogleAuthProvider, signInWithCredential, type Auth } from 'firebase/auth';

declare global {
  interface Window {
    __bookstoreTest?: {
      signInWithGoogle(profile: { sub: string; email: string; name: string; picture: string }): Promise<void>;
      idToken(): Promise<string | null>;
    };
  }
}

/**
 * Signs in a google.com user through the Auth emulator's unsigned-credential route: what
 * the popup would produce, without Google's script. Bundled only when VITE_E2E_HOOKS=true.
 * `getAuth` loads the SDK on first use, as a real sign-in does.
 */
export function installTestHooks(getAuth: () => Promise<Auth>): void {
  window.__bookstoreTest = {
    async signInWithGoogle(profile) {
      const credential = GoogleAuthProvider.credential(JSON.stringify({ ...profile, email_verified: true }));
      await signInWithCredential(await getAuth(), credential);
    },
    async idToken() {
      const auth = await getAuth();
      await auth.authStateReady();
      return (await auth.currentUser?.getIdToken()) ?? null;
    },
  };
}
