import { AggregateField, FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomInt } from 'node:crypto';
import { VISIT_COUNTER_SHARDS } from '../../config';
import { collections } from '../../db/collections';

/**
 * 'Website visits last day' (docs/decisions/033-overview-panels.md): the storefront sends one
 * beacon per page load, and each beacon is one merge-increment of an hourly bucket, on a shard
 * picked at random. Nothing the caller sent is stored: the hour comes from the server's clock and
 * the shard from its random numbers, so a call can add one view and nothing else.
 */

const HOUR_MS = 60 * 60 * 1000;
/** The overview sums the current hour and the 23 before it. */
const WINDOW_HOURS = 24;
/** Buckets outlive the window by a day before Firestore's TTL policy deletes them. */
const KEEP_HOURS = WINDOW_HOURS * 2;

const hourStart = (at: Date) => Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;

/** Counts one page load at `at` (the server's now; tests pass an earlier hour). One write, no read. */
export async function countVisit(at: Date = new Date()): Promise<void> {
  const hour = hourStart(at);
  const shard = randomInt(VISIT_COUNTER_SHARDS);
  // "2026-05-01T10-3": the hour in UTC, then the shard.
  const id = `${new Date(hour).toISOString().slice(0, 13)}-${shard}`;
  await collections
    .visitHours()
    .doc(id)
    .set(
      {
        hour: Timestamp.fromMillis(hour),
        views: FieldValue.increment(1),
        expiresAt: Timestamp.fromMillis(hour + KEEP_HOURS * HOUR_MS),
      },
      { merge: true },
    );
}

/**
 * Page loads in the current hour and the 23 before it. The hour that began 24 hours ago is left
 * out: part of it is older than a day, so the figure covers between 23 and 24 hours and never
 * counts an older visit. One sum() aggregation over at most 24 × VISIT_COUNTER_SHARDS documents,
 * billed as one read per 1,000 of them.
 */
export async function visitsLastDay(now: Date = new Date()): Promise<number> {
  const from = Timestamp.fromMillis(hourStart(now) - WINDOW_HOURS * HOUR_MS);
  const snapshot = await collections
    .visitHours()
    .where('hour', '>', from)
    .aggregate({ views: AggregateField.sum('views') })
    .get();
  return snapshot.data().views;
}
