import { LOCAL_URLS } from '@bookstore/domain';
// Runs once before the API tests. Without the emulators these tests must fail loudly,
// never skip: `npm test` starts them; running vitest alone does not.
const CHECKS = [
  ['Hosting (with the /api rewrite)', `${LOCAL_URLS.api}/books`],
  ['Firestore', `${LOCAL_URLS.firestore}/`],
  ['Auth', `${LOCAL_URLS.auth}/`],
] as const;

export default async function requireEmulators(): Promise<void> {
  for (const [name, url] of CHECKS) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new Error(
        `The ${name} emulator is not reachable at ${url}. Run the tests with "npm test", which starts the emulators.`,
      );
    }
  }
}
