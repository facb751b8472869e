import { Timestamp } from 'firebase-admin/firestore';
import type { WindowFields } from '../db/counters';

export type { WindowFields };

// The fixed window every rate limit of the store counts in (owner sign-ins, order attempts,
// newsletter requests): it starts at the first counted request, and the count starts over once
// it ends. Each limiter keeps its own documents, limits, messages and transactions; this is
// only the arithmetic, so the three cannot drift apart on when a window is open or a lock ends.

export interface WindowCounter<R extends WindowFields> {
  /** The record while its window is open at `now`, else undefined: a closed window counts nothing. */
  open(record: R | undefined, now: number): R | undefined;
  /** When the record's open window ends if its count has reached `limit`, else 0 (not locked). */
  lockedUntil(record: R | undefined, limit: number, now: number): number;
  /** The count and window of the record after one more at `now`: its open window's, or a new one's from now. */
  next(record: R | undefined, now: number): WindowFields & { count: number };
}

/** A counter of `windowMs` windows over records whose count `countOf` reads (`failures`, `attempts`). */
export function windowCounter<R extends WindowFields>(
  windowMs: number,
  countOf: (record: R) => number,
): WindowCounter<R> {
  const open = (record: R | undefined, now: number) =>
    record && now < record.windowStartedAt.toMillis() + windowMs ? record : undefined;
  return {
    open,
    lockedUntil(record, limit, now) {
      const current = open(record, now);
      return current && countOf(current) >= limit ? current.windowStartedAt.toMillis() + windowMs : 0;
    },
    next(record, now) {
      const current = open(record, now);
      const start = current ? current.windowStartedAt.toMillis() : now;
      return {
        count: current ? countOf(current) + 1 : 1,
        windowStartedAt: Timestamp.fromMillis(start),
        expiresAt: Timestamp.fromMillis(start + windowMs),
      };
    },
  };
}

/** A refusal's Retry-After: whole seconds until `until`, at least 1 so a client never retries at once. */
export const retryAfterSeconds = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 1000));
