import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_RETRY_DELAYS_MS, loadFirebaseConfig, SignInUnavailableError } from '@web/config/firebase-config';

const PRODUCTION_CONFIG = { apiKey: 'AIza-real-key', authDomain: 'books.example.com', projectId: 'books-prod' };
const INIT_JSON = '/__/firebase/init.json';

const ok = () => new Response(JSON.stringify(PRODUCTION_CONFIG), { headers: { 'content-type': 'application/json' } });
const unavailable = () => new Response('Service Unavailable', { status: 503 });

/** fetch answering init.json from `answers` in turn (a thrown error is a lost connection); when each came. */
function mockInitJson(...answers: Array<() => Response>) {
  const at: number[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    expect(input).toBe(INIT_JSON);
    at.push(Date.now());
    const answer = answers[Math.min(at.length - 1, answers.length - 1)]!;
    // then(): an answer that throws becomes a rejected fetch, as a lost connection is.
    return Promise.resolve().then(() => answer());
  });
  return { fetch, at };
}

/** Loads the config with fake timers run to the end, so the retries' waits take no real time. */
async function load() {
  const settled = loadFirebaseConfig().then(
    (setup) => ({ setup }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return settled;
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-05-01T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('a production build', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_LOCAL_EMULATORS', '');
  });

  it("uses Hosting's config when /__/firebase/init.json answers, and no emulator", async () => {
    const { fetch } = mockInitJson(ok);
    expect(await load()).toEqual({ setup: { options: PRODUCTION_CONFIG, authEmulatorUrl: null } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again when init.json fails twice (a 503, then a lost connection), and uses the third answer', async () => {
    const { fetch, at } = mockInitJson(
      unavailable,
      () => {
        throw new TypeError('Failed to fetch');
      },
      ok,
    );
    expect(await load()).toEqual({ setup: { options: PRODUCTION_CONFIG, authEmulatorUrl: null } });
    expect(fetch).toHaveBeenCalledTimes(3);
    // Backing off: the waits before the 2nd and 3rd tries.
    expect([at[1]! - at[0]!, at[2]! - at[1]!]).toEqual(CONFIG_RETRY_DELAYS_MS.slice(0, 2));
  });

  it('takes an answer without an API key or project for a failure too', async () => {
    const { fetch } = mockInitJson(() => new Response(JSON.stringify({ projectId: 'books-prod' })), ok);
    expect(await load()).toEqual({ setup: { options: PRODUCTION_CONFIG, authEmulatorUrl: null } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('after every try fails, says sign-in is unavailable and never falls back to the demo project', async () => {
    const { fetch, at } = mockInitJson(unavailable);
    const outcome = await load();
    expect(outcome).toEqual({ error: expect.any(SignInUnavailableError) });
    expect(JSON.stringify(outcome)).not.toMatch(/demo-/);
    expect(fetch).toHaveBeenCalledTimes(CONFIG_RETRY_DELAYS_MS.length + 1);
    expect(at.slice(1).map((time, index) => time - at[index]!)).toEqual(CONFIG_RETRY_DELAYS_MS);
  });

  it('uses VITE_FIREBASE_* settings baked into the build without asking Hosting', async () => {
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'AIza-env-key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'books-env');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const outcome = await load();
    expect(outcome).toMatchObject({ setup: { options: { apiKey: 'AIza-env-key', projectId: 'books-env' } } });
    expect(outcome).toMatchObject({ setup: { authEmulatorUrl: null } });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('a local build (npm start, npm test: VITE_LOCAL_EMULATORS=true; npm run dev: DEV)', () => {
  it.each([
    ['VITE_LOCAL_EMULATORS=true', { DEV: false, VITE_LOCAL_EMULATORS: 'true' }],
    ["Vite's dev mode", { DEV: true, VITE_LOCAL_EMULATORS: '' }],
  ])('%s: the demo project on the Auth emulator, without asking Hosting', async (_build, env) => {
    vi.stubEnv('DEV', env.DEV);
    vi.stubEnv('VITE_LOCAL_EMULATORS', env.VITE_LOCAL_EMULATORS);
    const fetch = vi.spyOn(globalThis, 'fetch');
    expect(await load()).toEqual({
      setup: {
        options: { apiKey: 'demo-api-key', authDomain: 'demo-bookstore.firebaseapp.com', projectId: 'demo-bookstore' },
        authEmulatorUrl: 'http://127.0.0.1:9099',
      },
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
