import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, windowCounter, type WindowFields } from '../../src/services/window-counter';

// The fixed window the store's three rate limits count in (sign-ins, order attempts, newsletter
// requests): open from its first request for windowMs, then the count starts over.

interface Tries extends WindowFields {
  tries: number;
}

const WINDOW_MS = 60_000;
const START = Date.UTC(2025, 0, 1, 12);
const tries = windowCounter<Tries>(WINDOW_MS, (record) => record.tries);
const record = (count: number, startedAt = START): Tries => ({
  tries: count,
  windowStartedAt: Timestamp.fromMillis(startedAt),
  expiresAt: Timestamp.fromMillis(startedAt + WINDOW_MS),
});

describe('window counter', () => {
  it('reads a window as open until its last millisecond, and closed from its end', () => {
    const stored = record(2);
    expect(tries.open(stored, START)).toBe(stored);
    expect(tries.open(stored, START + WINDOW_MS - 1)).toBe(stored);
    expect(tries.open(stored, START + WINDOW_MS)).toBeUndefined();
    expect(tries.open(undefined, START)).toBeUndefined();
  });

  it('counts one more in an open window, keeping its start and end', () => {
    expect(tries.next(record(2), START + 10_000)).toEqual({
      count: 3,
      windowStartedAt: Timestamp.fromMillis(START),
      expiresAt: Timestamp.fromMillis(START + WINDOW_MS),
    });
  });

  it('starts a new window at one once there is none or it has ended', () => {
    const now = START + WINDOW_MS + 5;
    const fresh = {
      count: 1,
      windowStartedAt: Timestamp.fromMillis(now),
      expiresAt: Timestamp.fromMillis(now + WINDOW_MS),
    };
    expect(tries.next(undefined, now)).toEqual(fresh);
    expect(tries.next(record(9), now)).toEqual(fresh);
  });

  it('is locked until the window ends once the count reaches the limit, and not before', () => {
    expect(tries.lockedUntil(record(3), 3, START + 1)).toBe(START + WINDOW_MS);
    expect(tries.lockedUntil(record(4), 3, START + 1)).toBe(START + WINDOW_MS);
    expect(tries.lockedUntil(record(2), 3, START + 1)).toBe(0);
    expect(tries.lockedUntil(record(3), 3, START + WINDOW_MS)).toBe(0);
    expect(tries.lockedUntil(undefined, 3, START)).toBe(0);
  });

  it('answers Retry-After in whole seconds rounded up, never below 1', () => {
    expect(retryAfterSeconds(START + 60_000, START)).toBe(60);
    expect(retryAfterSeconds(START + 59_001, START)).toBe(60);
    expect(retryAfterSeconds(START + 1, START)).toBe(1);
    expect(retryAfterSeconds(START, START)).toBe(1);
  });
});
