import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError } from '@web/lib/chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    [
      'Chromium',
      new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/cart-S8gV.js'),
    ],
    ['Firefox', new TypeError('error loading dynamically imported module: http://127.0.0.1:5000/assets/cart-S8gV.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ["Vite's CSS preload", new Error('Unable to preload CSS for /assets/navigation-BgJ4idxy.css')],
  ])('knows a failed chunk as %s words it', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a page that throws', new TypeError("Cannot read properties of undefined (reading 'title')")],
    ['a failed API call', new Error('Could not reach the store. Check your connection and try again.')],
    ['a thrown string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('does not take %s for one', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('reloading once for a failed chunk', () => {
  const T0 = Date.parse('2026-05-01T10:00:00Z');

  /** What the error screen does: reload when it may. Answers whether it did. */
  const onFailedChunk = (reload: () => void, now: number) => {
    if (!claimChunkReload(now)) return false;
    reload();
    return true;
  };

  it('reloads the first time, and remembers when in sessionStorage', () => {
    const reload = vi.fn();
    expect(onFailedChunk(reload, T0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('bookstore.chunkReloadAt')).toBe(String(T0));
  });

  it('does not reload again soon after (the reloaded page failed too): no loop', () => {
    const reload = vi.fn();
    onFailedChunk(reload, T0);
    expect(onFailedChunk(reload, T0 + 2_000)).toBe(false);
    expect(onFailedChunk(reload, T0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets only the first of two error screens of one page reload', () => {
    const reload = vi.fn();
    expect([onFailedChunk(reload, T0), onFailedChunk(reload, T0)]).toEqual([true, false]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the guard window has passed (a later deploy in the same tab)', () => {
    const reload = vi.fn();
    onFailedChunk(reload, T0);
    expect(onFailedChunk(reload, T0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads by itself when sessionStorage cannot keep the guard', () => {
    // Where storage is blocked, merely reading window.sessionStorage throws.
    const blocked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const may = claimChunkReload(T0);
    blocked.mockRestore(); // before the shared clean-up, which clears sessionStorage
    expect(may).toBe(false);
  });
});
