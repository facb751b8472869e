/** When this tab last reloaded itself over a code chunk that would not load (sessionStorage). */
const RELOADED_AT_KEY = 'bookstore.chunkReloadAt';

/** Within this long after such a reload, another failure is shown, not reloaded: no loop. */
export const CHUNK_RELOAD_GUARD_MS = 5 * 60_000;

/**
 * A lazy chunk that failed to load, as Chromium, Firefox and Safari word it, or Vite's own
 * error when a chunk's CSS would not load.
 */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|preload CSS/i.test(error.message);
}

/**
 * After a deploy, an open tab asks for chunks of its old build, which are gone: a reload
 * fetches the new build. It may reload at most once per guard window, so a chunk that keeps
 * failing is shown as an error instead of a reload loop; with no storage to remember the
 * reload, never.
 */
export function mayReloadForChunk(now = Date.now()): boolean {
  try {
    return now - Number(sessionStorage.getItem(RELOADED_AT_KEY)) >= CHUNK_RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/**
 * `mayReloadForChunk` and remembering the reload as one step, so that of two error screens
 * of one page only the first reloads (two reloads in a row made Chromium navigate twice).
 */
export function claimChunkReload(now = Date.now()): boolean {
  if (!mayReloadForChunk(now)) return false;
  try {
    sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
