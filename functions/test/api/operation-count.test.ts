import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { SEED_NEWS } from '../../../seed/catalog';
import { createApp } from '../../src/app';
import { OPERATION_COUNT_FLAG, runCounted, type OperationCount } from '../../src/db/operation-count';
import { OPERATION_COUNT_HEADER } from '../../src/http/firestore-operation-header';
import { db } from '../../../tests/support/emulators';
import { get } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The bench's Firestore operation counter: off, nothing changes; on,
// every way the store reads and writes documents is counted once, as Firestore bills it.

useSeededStore({ per: 'suite' });

const servers: Server[] = [];
afterEach(() => {
  delete process.env[OPERATION_COUNT_FLAG];
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** The app in this process, made with the flag as it is now: createApp reads it once. */
async function inProcessApp(): Promise<string> {
  const server = createApp().listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function counted(work: () => Promise<unknown>): Promise<OperationCount> {
  const count: OperationCount = { reads: 0, writes: 0 };
  await runCounted(count, work);
  return count;
}

const scratch = () => db.collection('operationCountScratch');

describe('off (no flag)', () => {
  it('the emulated API sends no count', async () => {
    const response = await get('/news');
    expect(response.status).toBe(200);
    expect(response.headers.get(OPERATION_COUNT_HEADER)).toBeNull();
  });

  it('an app made without the flag sends none either', async () => {
    const response = await fetch(`${await inProcessApp()}/api/news`);
    expect(response.status).toBe(200);
    expect(response.headers.get(OPERATION_COUNT_HEADER)).toBeNull();
  });
});

describe('on (the bench sets the flag)', () => {
  it("a request's header names the documents it read and wrote", async () => {
    process.env[OPERATION_COUNT_FLAG] = '1';
    const origin = await inProcessApp();
    const news = await fetch(`${origin}/api/news`);
    expect(news.status).toBe(200);
    expect(news.headers.get(OPERATION_COUNT_HEADER)).toMatch(
      new RegExp(`^reads=${SEED_NEWS.length}; writes=0; synced=\\d+; instance=${process.pid}$`),
    );
    // Answered before any Firestore call: nothing counted, and nothing from the request before.
    const unknown = await fetch(`${origin}/api/no-such-route`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get(OPERATION_COUNT_HEADER)).toMatch(/^reads=0; writes=0; /);
  });

  it('counts plain reads: a document (found or not), several at once, a query, an empty query, a count', async () => {
    await scratch().doc('a').set({ n: 1 });
    await scratch().doc('b').set({ n: 2 });
    expect(await counted(() => scratch().doc('a').get())).toEqual({ reads: 1, writes: 0 });
    expect(await counted(() => scratch().doc('missing').get())).toEqual({ reads: 1, writes: 0 });
    expect(await counted(() => db.getAll(scratch().doc('a'), scratch().doc('b'), scratch().doc('c')))).toEqual({
      reads: 3,
      writes: 0,
    });
    expect(await counted(() => scratch().get())).toEqual({ reads: 2, writes: 0 });
    expect(await counted(() => scratch().where('n', '>', 5).get())).toEqual({ reads: 1, writes: 0 });
    expect(await counted(() => db.collection('books').count().get())).toEqual({ reads: 1, writes: 0 });
  });

  it('counts writes once committed: a batch, single-document writes and a transaction', async () => {
    const batch = db.batch();
    batch.set(scratch().doc('c'), { n: 3 });
    batch.update(scratch().doc('a'), { n: FieldValue.increment(1) });
    batch.delete(scratch().doc('b'));
    batch.create(scratch().doc('d'), { n: 4 });
    expect(await counted(() => batch.commit())).toEqual({ reads: 0, writes: 4 });
    expect(
      await counted(async () => {
        await scratch().doc('e').set({ n: 5 });
        await scratch().doc('e').update({ n: 6 });
        await scratch().doc('e').delete();
      }),
    ).toEqual({ reads: 0, writes: 3 });
    expect(
      await counted(() =>
        db.runTransaction(async (transaction) => {
          const [one] = await transaction.getAll(scratch().doc('a'), scratch().doc('c'));
          const all = await transaction.get(scratch());
          await transaction.get(scratch().doc('d'));
          transaction.set(scratch().doc('f'), { n: one!.get('n') as number });
          transaction.update(scratch().doc('a'), { n: all.size });
        }),
      ),
    ).toEqual({ reads: 2 + 3 + 1, writes: 2 });
    // A batch that fails wrote nothing, and nothing is counted.
    const failing = db.batch();
    failing.create(scratch().doc('a'), { n: 0 }); // exists already
    failing.set(scratch().doc('g'), { n: 7 });
    const count: OperationCount = { reads: 0, writes: 0 };
    await expect(runCounted(count, () => failing.commit())).rejects.toThrow();
    expect(count).toEqual({ reads: 0, writes: 0 });
  });

  it('keeps concurrent scopes apart', async () => {
    const [one, two] = await Promise.all([
      counted(() => scratch().doc('a').get()),
      counted(() => Promise.all([scratch().get(), scratch().doc('x').set({ n: 1 })])),
    ]);
    expect(one).toEqual({ reads: 1, writes: 0 });
    expect(two.writes).toBe(1);
    expect(two.reads).toBeGreaterThan(1);
  });
});
