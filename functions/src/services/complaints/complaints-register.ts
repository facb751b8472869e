import {
  COMPLAINTS_REGISTER_COLUMNS,
  complaintLateness,
  orderReference,
  storeTimestamp,
  type ComplaintsRegisterColumn,
  type ComplaintsRegisterQuery,
} from '@bookstore/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { ComplaintRecord } from '../../db/complaints';
import { onStoreDays } from '../../db/store-days';
import { db } from '../../firebase';
import { csvFile, csvTable } from '../csv';
import { complaintTimes } from './complaint-views';

const when = (at: Timestamp | null) => (at ? storeTimestamp(at.toDate()) : '');
const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');

function registerRow(
  number: string,
  record: ComplaintRecord,
  orderNumbers: ReadonlyMap<string, string>,
  now: number,
): Record<ComplaintsRegisterColumn, string> {
  const late = complaintLateness(complaintTimes(record), now);
  return {
    ticket: number,
    opened: when(record.openedAt),
    customer: record.email,
    orderNumber: (record.orderId && orderNumbers.get(record.orderId)) ?? '',
    subject: record.subject,
    status: record.status,
    answerBy: when(record.answerBy),
    answeredAt: when(record.answeredAt),
    answerLate: yesNo(late.answerLate),
    resolveBy: when(record.resolveBy),
    resolvedAt: when(record.resolvedAt),
    resolveLate: yesNo(late.resolveLate),
    closedAt: when(record.closedAt),
    messages: String(record.messages.length),
    complaint: record.messages.find((message) => message.from === 'customer')?.text ?? '',
  };
}

/** The numbers ("#1042") of the orders the tickets name, in one read. */
async function orderNumbersOf(records: readonly ComplaintRecord[]): Promise<Map<string, string>> {
  const ids = [...new Set(records.flatMap((record) => (record.orderId ? [record.orderId] : [])))];
  if (ids.length === 0) return new Map();
  // getAll drops the converter's type, so the number is checked here as the orders' shape checks it.
  const orders = await db().getAll(...ids.map((id) => collections.orders().doc(id)));
  return new Map(
    orders.flatMap((doc) => {
      if (!doc.exists) return [];
      const number: unknown = doc.get('number');
      return [
        [doc.id, orderReference({ _id: doc.id, number: typeof number === 'number' ? number : undefined })] as const,
      ];
    }),
  );
}

/**
 * GET /api/admin/reports/complaints: the tickets opened on the days asked for, oldest first. One
 * range on openedAt, which its single-field index serves. The same file rules as the other
 * exports: BOM, every cell quoted, formulas defused.
 */
export async function complaintsRegisterCsv({ from, to }: ComplaintsRegisterQuery, now = Date.now()): Promise<string> {
  const tickets = await onStoreDays(collections.complaints(), 'openedAt', { from, to });
  const records = tickets.docs.map((doc) => ({ number: doc.id, record: doc.data() }));
  records.sort(
    (a, b) => a.record.openedAt.toMillis() - b.record.openedAt.toMillis() || a.record.serial - b.record.serial,
  );
  const orderNumbers = await orderNumbersOf(records.map(({ record }) => record));
  const rows = records.map(({ number, record }) => registerRow(number, record, orderNumbers, now));
  return csvFile(csvTable(COMPLAINTS_REGISTER_COLUMNS, rows), { byteOrderMark: true });
}
