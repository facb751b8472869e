import {
  missedDeadlineInMonth,
  storeDaysSpan,
  storeMonth,
  UNSETTLED_COMPLAINT_STATUSES,
  type ComplaintQueue,
  type ComplaintStatus,
  type ComplaintSummary,
} from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { complaintSummary, complaintTimes } from './complaint-views';

// The owner's side of the tickets: the list, and the daily queue's entry.

/** The queue names at most this many tickets, oldest first: a small shop's week, not its archive. */
const QUEUE_LIST_LIMIT = 50;
const LIST_LIMIT = 200;
/**
 * A deadline falls at most a month after its ticket opened (the reply's hours are at most ten
 * days), so a ticket that can miss one in this month opened at most this long before it began.
 */
const LOOKBACK_MS = 32 * 24 * 60 * 60 * 1000;

/** GET /api/admin/complaints: newest first, of one status or all. */
export async function listComplaints(status: ComplaintStatus | undefined): Promise<ComplaintSummary[]> {
  const all = collections.complaints();
  const query = (status ? all.where('status', '==', status) : all).orderBy('openedAt', 'desc').limit(LIST_LIMIT);
  const now = Date.now();
  return (await query.get()).docs.map((doc) => complaintSummary(doc.id, doc.data(), now));
}

/** The unsettled tickets with their ages and deadlines, their count, and this store month's late ones. */
export async function complaintQueue(nowMs = Date.now()): Promise<ComplaintQueue> {
  const complaints = collections.complaints();
  const unsettled = complaints.where('status', 'in', [...UNSETTLED_COMPLAINT_STATUSES]);
  const month = storeMonth(nowMs);
  const first = `${month}-01`;
  const since = Timestamp.fromMillis(storeDaysSpan(first, first).start - LOOKBACK_MS);
  const [open, oldest, recent] = await Promise.all([
    unsettled.count().get(),
    unsettled.orderBy('openedAt').limit(QUEUE_LIST_LIMIT).get(),
    complaints.where('openedAt', '>=', since).get(),
  ]);
  return {
    open: open.data().count,
    lateThisMonth: recent.docs.filter((doc) => missedDeadlineInMonth(complaintTimes(doc.data()), nowMs, month)).length,
    tickets: oldest.docs.map((doc) => complaintSummary(doc.id, doc.data(), nowMs)),
  };
}
