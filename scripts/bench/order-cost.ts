import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { collections } from '../../functions/src/db/collections';
import type { OperationCount } from '../../functions/src/db/operation-count';
import { OPERATION_COUNT_HEADER } from '../../functions/src/http/firestore-operation-header';
import { TRIGGER_COUNT_FILE } from '../../functions/src/mail/outbox/trigger-operation-count';
import type { Customer } from '../../tests/support/emulators';
import { HOSTING } from './http';
import { mustPlaceOrder } from './shoppers';

// What one order costs in Firestore documents, read from the counts the emulated function
// keeps when the bench starts it with BENCH_COUNT_FIRESTORE=1 (functions/src/db/operation-count.ts).

export interface OrderCost {
  /** The order request's own reads and writes; undefined when the emulators do not count. */
  request?: OperationCount;
  /** The sendMail triggers its e-mails fired, summed, and how many e-mails. */
  mail?: OperationCount & { messages: number };
  /** Documents each instance's catalog copy took in for it at its next catch-up (median over the instances seen). */
  synced?: number;
}

interface HeaderCount extends OperationCount {
  synced: number;
  instance: string;
}

/** The documents an API answer says it read and wrote, when the bench's function counts them. */
export function parseHeader(headers: Headers): HeaderCount | undefined {
  const match = /^reads=(\d+); writes=(\d+); synced=(\d+); instance=(\w+)$/.exec(
    headers.get(OPERATION_COUNT_HEADER) ?? '',
  );
  if (!match) return undefined;
  return { reads: Number(match[1]), writes: Number(match[2]), synced: Number(match[3]), instance: match[4]! };
}

/**
 * Each instance's catalog total, as a few catalog requests find them: each catches its instance
 * up, its first since the wait before it (instance-catalog.ts's FRESH_MS).
 */
async function catalogTotals(): Promise<Map<string, number>> {
  await sleep(1_100);
  const totals = new Map<string, number>();
  for (let i = 0; i < 12; i++) {
    const response = await fetch(`${HOSTING}/api/catalog/home`);
    await response.arrayBuffer();
    const count = parseHeader(response.headers);
    if (count) totals.set(count.instance, Math.max(count.synced, totals.get(count.instance) ?? 0));
  }
  return totals;
}

/** The sendMail counts of these e-mails, once every one of them has been sent (or 2 minutes have passed). */
async function mailCost(ids: string[]): Promise<OrderCost['mail']> {
  const file = process.env[TRIGGER_COUNT_FILE];
  if (!file) return undefined;
  for (let waited = 0; waited < 120_000; waited += 250) {
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    const counts = lines
      .map((line) => JSON.parse(line) as OperationCount & { trigger: string; id: string })
      .filter((entry) => entry.trigger === 'sendMail' && ids.includes(entry.id));
    if (counts.length >= ids.length)
      return {
        reads: counts.reduce((sum, c) => sum + c.reads, 0),
        writes: counts.reduce((sum, c) => sum + c.writes, 0),
        messages: ids.length,
      };
    await sleep(250);
  }
  return undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Places one order and reads what it cost: the request, its e-mails, and the instances' catalog copies. */
export async function orderCost(customer: Customer, book: { id: string; price: number }): Promise<OrderCost> {
  // The API's instances load their catalog on their first catalog request. The home page no
  // longer makes one (it is server-rendered), so load them here.
  for (let i = 0; i < 12; i++) await (await fetch(`${HOSTING}/api/catalog/home`)).arrayBuffer();
  const before = await catalogTotals();
  const { order, headers } = await mustPlaceOrder(customer, book);
  const request = parseHeader(headers);
  const mailIds = (await collections.mail().where('orderId', '==', order!._id).get()).docs.map((doc) => doc.id);
  const mail = await mailCost(mailIds);
  const after = await catalogTotals();
  const deltas = [...after].filter(([instance]) => before.has(instance)).map(([i, total]) => total - before.get(i)!);
  return {
    request: request && { reads: request.reads, writes: request.writes },
    mail,
    synced: deltas.length > 0 ? median(deltas) : undefined,
  };
}

export const describeCount = (count: OperationCount | undefined) =>
  count ? `${count.reads} reads, ${count.writes} writes` : 'not counted';
