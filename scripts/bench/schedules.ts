// The scheduled sweeps' Firestore reads a day (decision 071): the stock-alert sweep and the mail
// retry, each run in the bench's process against the emulator under the operation counter, on a
// shop where nothing happens, with 0, 100 and 1,000 alerts waiting (each for a sold-out book of
// its own: the dearest spread, since the daily look pays per awaited book). Reads a day are the
// reads of a run times the runs a day of the schedule each function declares. Printed, never
// asserted; stock-alerts.test.ts holds the one read of an idle run.
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../functions/src/db/collections';
import { runCounted, type OperationCount } from '../../functions/src/db/operation-count';
import { retryMail } from '../../functions/src/mail/mail-triggers';
import { retryDueMail } from '../../functions/src/mail/outbox/mail-delivery';
import {
  isDailyStockAlertPass,
  sweepScheduledStockAlerts,
} from '../../functions/src/services/stock-alerts/stock-alert-sends';
import { sweepStockAlerts } from '../../functions/src/triggers/stock-alerts';
import { LOCAL_PARAM_DEFAULTS, readLocalParams } from '../lib/local-params';
import { benchBookRecord } from './seed-load';
import { inColumn, type Figure } from './table';

const WAITING = [0, 100, 1000];
const ALERTED_PREFIX = 'bench-alerted-';
const DAY_MINUTES = 24 * 60;

/** Runs a day of a schedule as the function declares it: `every N minutes` or cron `*\/N * * * *`. */
export function runsPerDay(schedule: string): number {
  const every = /^every (\d+) minutes?$/.exec(schedule) ?? /^\*\/(\d+) \* \* \* \*$/.exec(schedule);
  if (!every) throw new Error(`The bench cannot count the runs of the schedule "${schedule}".`);
  return DAY_MINUTES / Number(every[1]);
}

/** The times of a day's runs of an every-N-minutes schedule, from midnight UTC. */
function runTimes(schedule: string): Date[] {
  const step = DAY_MINUTES / runsPerDay(schedule);
  return Array.from({ length: runsPerDay(schedule) }, (_, i) => new Date(Date.UTC(2026, 11, 1) + i * step * 60_000));
}

const scheduleOf = (fn: { __endpoint: { scheduleTrigger?: { schedule?: unknown } } }) =>
  String(fn.__endpoint.scheduleTrigger?.schedule);

async function reads(work: () => Promise<unknown>): Promise<number> {
  const count: OperationCount = { reads: 0, writes: 0 };
  await runCounted(count, work);
  return count.reads;
}

/** Empties the alert collections and the bench's awaited books, so each count starts clean. */
async function clearAlerts(): Promise<void> {
  await clear(['stockAlerts', 'stockAlertCounts']);
  const most = Math.max(...WAITING);
  for (let from = 0; from < most; from += 500) {
    const batch = collections.books().firestore.batch();
    for (let n = from; n < Math.min(most, from + 500); n++)
      batch.delete(collections.books().doc(`${ALERTED_PREFIX}${n}`));
    await batch.commit();
  }
}

async function clear(names: string[]): Promise<void> {
  for (const name of names) {
    const collection = collections.books().firestore.collection(name);
    for (;;) {
      const docs = (await collection.limit(500).get()).docs;
      if (docs.length === 0) break;
      const batch = collection.firestore.batch();
      docs.forEach((doc) => batch.delete(doc.ref));
      await batch.commit();
    }
  }
}

/** `count` waiting alerts, each for a sold-out book of its own, with their counts. */
async function waitingAlerts(count: number): Promise<void> {
  await clearAlerts();
  const now = Timestamp.now();
  for (let from = 0; from < count; from += 150) {
    const batch = collections.books().firestore.batch();
    for (let n = from; n < Math.min(count, from + 150); n++) {
      const bookId = `${ALERTED_PREFIX}${n}`;
      batch.set(collections.books().doc(bookId), { ...benchBookRecord(n), stock: 0 });
      batch.set(collections.stockAlerts().doc(`bench-alert-${n}`), {
        bookId,
        email: `waiting${n}@example.com`,
        createdAt: now,
        state: 'waiting',
        sentAt: null,
        unsubscribeToken: `bench-token-${n}`,
      });
      batch.set(collections.stockAlertCounts().doc(bookId), { waiting: 1, restocked: false });
    }
    await batch.commit();
  }
}

/** No mail is due: a sender is never asked for. */
const NO_SENDER = {
  from: 'bench@example.com',
  transport: {
    sendMail: () => Promise.reject(new Error('The bench sends no mail.')),
  },
} as unknown as Parameters<typeof retryDueMail>[0];

export async function scheduleReadFigures(): Promise<Figure[]> {
  // The daily look renders no e-mail here (no book is back) but reads the shop's mail settings,
  // which need the function's params: the emulator reads them from functions/.env.local, the
  // bench's own process from here.
  for (const [name, value] of Object.entries({ ...LOCAL_PARAM_DEFAULTS, ...readLocalParams() }))
    process.env[name] ??= value;
  const sweepSchedule = scheduleOf(sweepStockAlerts);
  const retrySchedule = scheduleOf(retryMail);
  const sweepRuns = runTimes(sweepSchedule);
  const daily = sweepRuns.filter(isDailyStockAlertPass).length;
  const figures: Figure[] = [];
  const row = (figure: string, value: string): Figure => ({
    figure,
    ...inColumn('small', value),
    target: '(printed)',
    met: null,
  });
  for (const waiting of WAITING) {
    await waitingAlerts(waiting);
    const quiet = sweepRuns.find((at) => !isDailyStockAlertPass(at))!;
    const lookAtAll = sweepRuns.find(isDailyStockAlertPass)!;
    const runReads = await reads(() => sweepScheduledStockAlerts(quiet));
    const dailyReads = await reads(() => sweepScheduledStockAlerts(lookAtAll));
    const sweepDay = (sweepRuns.length - daily) * runReads + daily * dailyReads;
    const retryReads = await reads(() => retryDueMail(NO_SENDER));
    const retryRuns = runsPerDay(retrySchedule);
    const alerts = `${waiting.toLocaleString('en')} waiting alerts`;
    figures.push(
      row(
        `Stock-alert sweep (${sweepSchedule}), ${alerts}: reads a day`,
        `${(sweepRuns.length - daily).toLocaleString('en')} × ${runReads} + ${daily} × ${dailyReads.toLocaleString('en')} = ${sweepDay.toLocaleString('en')}`,
      ),
      row(
        `Mail retry (${retrySchedule}), ${alerts}: reads a day`,
        `${retryRuns.toLocaleString('en')} × ${retryReads} = ${(retryRuns * retryReads).toLocaleString('en')}`,
      ),
    );
  }
  await clearAlerts();
  return figures;
}
