// Runs once before the API tests. Without the emulators these tests must fail loudly,
// never skip: `npm test` starts them; running vitest alone does not.
const CHECKS = [
  ['Hosting (with the /api rewrite)', 'http://127.0.0.1:5000/api/books'],
  ['Firestore', 'http://127.0.0.1:8080/'],
  ['Auth', 'http://127.0.0.1:9099/'],
] as const;

export default async function requireEmulators(): Promise<void> {
  for (const [name, url] of CHECKS) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(10_000) });
    } catch {
      throw new Error(`The ${name} emulator is not reachable at ${url}. Run the tests with "npm test", which starts the emulators.`);
    }
  }
}
