import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { caughtMail } from '../../../scripts/lib/mail-catcher';
import { SEED_BOOKS } from '../../../seed/catalog';
import { auth } from '../../src/firebase';
import { createCustomer, db, resetEmulators, signIn, type Customer } from '../../../tests/support/emulators';
import { everyDocument } from '../../../tests/support/firestore-snapshot';
import { call, get, post } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { runScript } from '../../../tests/support/run-script';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The restore drill (decision 036): `npm run backup` and `npm run restore` run as
// docs/development.md says, as child processes against the running emulators. A store with real orders
// is backed up, wiped and restored, and every document and account must come back as it was.

const backupsDir = mkdtempSync(join(tmpdir(), 'bookstore-backups-'));
const inBackupsDir = { BOOKSTORE_BACKUPS_DIR: backupsDir };
const backup = (env: NodeJS.ProcessEnv = {}) => runScript('backup', [], { ...inBackupsDir, ...env });
const restore = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  runScript('restore', args, { ...inBackupsDir, ...env });

const store = useSeededStore({ per: 'suite' });
let owner: string;
/** The drill's backup, for the tests after it. */
let drillBackup = '';
const shoppers: Customer[] = [];

/**
 * Every account (uid, e-mail, verified flag, password hash, providers, creation and sign-in
 * times), by uid. Left out: when its tokens became valid and were last refreshed, which Auth's
 * import sets anew (see the sign-in below).
 */
async function everyAccount(): Promise<Record<string, unknown>> {
  const { users } = await auth().listUsers(1000);
  return Object.fromEntries(
    users.map((user) => {
      const { tokensValidAfterTime: _validAfter, metadata, ...account } = user.toJSON() as Record<string, any>;
      const { lastRefreshTime: _refreshed, ...times } = metadata as Record<string, unknown>;
      return [user.uid, { ...account, metadata: times }];
    }),
  );
}

/** What the owner and the shoppers see through the API: statistics, stock, each one's orders. */
async function whatTheApiShows() {
  const [stats, books, orders] = await Promise.all([
    get('/admin', owner),
    get('/books'),
    Promise.all(shoppers.map((shopper) => get(`/orders/email/${encodeURIComponent(shopper.email)}`, shopper.idToken))),
  ]);
  return { stats: stats.body, books: books.body, orders: orders.map((answer) => answer.body) };
}

/** A port nothing listens on: where a stopped store's emulator hub would be. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const orderCount = async () => (await db.collection('orders').count().get()).data().count;

beforeAll(async () => {
  owner = await store.ownerToken();
  // Three shoppers, five orders through the API; the owner confirms one and cancels another
  // (restock, statistics, history and the owner-only audit all written).
  for (const [index, books] of [[0, 1], [2], [3, 4]].entries()) {
    const shopper = await createCustomer(`restore.shopper${index}@example.com`);
    shoppers.push(shopper);
    for (const book of books) {
      const placed = await post(
        '/orders/create-order',
        orderFor(shopper, {
          products: [{ productId: SEED_BOOKS[book]!.slug, quantity: book + 1 }],
          totalPrice: Math.round(SEED_BOOKS[book]!.newPrice * 100 * (book + 1)) / 100,
        }),
        shopper.idToken,
      );
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    }
  }
  const { body: orders } = await get('/admin/orders?limit=100', owner);
  const [first, second] = orders.orders as { _id: string }[];
  for (const [order, status] of [
    [first!, 'confirmed'],
    [second!, 'cancelled'],
  ] as const) {
    const moved = await call('PATCH', `/admin/orders/${order._id}/status`, { token: owner, body: { status } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  // Every e-mail sent before the backup: the sender's own writes must not race the comparison.
  await vi.waitFor(
    async () => {
      const mail = await db.collection('mail').get();
      expect(mail.size).toBeGreaterThan(0);
      expect(mail.docs.map((doc) => doc.get('delivery.state')).filter((state) => state !== 'SUCCESS')).toEqual([]);
    },
    { timeout: 30_000, interval: 250 },
  );
}, 120_000);

afterAll(() => rmSync(backupsDir, { recursive: true, force: true }));

describe('npm run backup, then npm run restore after the data is lost', () => {
  it('brings back every order, book, stock count, statistic and account, identical', async () => {
    const before = { documents: await everyDocument(), accounts: await everyAccount(), api: await whatTheApiShows() };
    expect(await orderCount()).toBe(5);

    const made = await backup();
    expect(made, made.output).toMatchObject({ code: 0 });
    const path = /Backup written to (.+)$/m.exec(made.output)?.[1];
    expect(path, made.output).toBeDefined();
    expect(path!.startsWith(backupsDir)).toBe(true);
    expect(existsSync(join(path!, 'firebase-export-metadata.json'))).toBe(true);
    expect(made.output).toMatch(/orders 5\b.*; 3 accounts/);
    drillBackup = path!;

    // The data is lost: the restore below must bring every document and account back.
    await resetEmulators();
    expect(await everyDocument()).toEqual({});
    expect(await everyAccount()).toEqual({});
    const mailBefore = (await caughtMail()).length;

    const restored = await restore([path!]);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain(
      'REPLACES all current Firestore documents and Auth accounts: no documents; 0 accounts',
    );
    expect(restored.output).toMatch(/Restored: .*orders 5\b.*; 3 accounts/);

    expect(await everyDocument()).toEqual(before.documents);
    expect(await everyAccount()).toEqual(before.accounts);
    // Auth's import makes every account's tokens valid from the restore on (as `npm start`'s
    // import does): a shopper signs in again, with the same password, and finds every order.
    const [first] = shoppers;
    expect((await get(`/orders/email/${encodeURIComponent(first!.email)}`, first!.idToken)).status).toBe(401);
    for (const [index, shopper] of shoppers.entries()) {
      shoppers[index] = await signIn(shopper.email);
      expect(shoppers[index].uid).toBe(shopper.uid);
    }
    // The function's fresh workers load the restored catalog (decision 060): the trending list
    // and sales by genre come from it.
    await vi.waitFor(async () => expect(await whatTheApiShows()).toEqual(before.api), {
      timeout: 20_000,
      interval: 500,
    });
    // No order's e-mail went out twice: the restored mail documents fired no trigger.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await caughtMail()).length).toBe(mailBefore);
  }, 180_000);

  it('without a folder, or with one that is no backup, lists the backups and changes nothing', async () => {
    const documents = await everyDocument();
    const bare = await restore([]);
    expect(bare.code).toBe(1);
    expect(bare.output).toContain('Name the backup to restore: npm run restore -- backups/<time>');
    expect(bare.output).toContain('Backups, newest first:');

    const notABackup = join(backupsDir, 'not-a-backup');
    mkdirSync(notABackup);
    const wrong = await restore([notABackup]);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain('is not a backup made by "npm run backup"');
    for (const run of [bare, wrong]) expect(run.output).not.toMatch(/\n\s+at /);
    expect(await everyDocument()).toEqual(documents);
  }, 60_000);

  it('refuses with a clear message when the emulators are not running, and touches nothing', async () => {
    const stopped = { FIREBASE_EMULATOR_HUB: `127.0.0.1:${await closedPort()}` };
    const documents = await everyDocument();

    for (const run of [await backup(stopped), await restore([drillBackup], stopped)]) {
      expect(run.code, run.output).toBe(1);
      expect(run.output).toContain('The emulators are not running');
      expect(run.output).toContain('Start the store with "npm start"');
      expect(run.output).not.toMatch(/\n\s+at /);
    }
    expect(await everyDocument()).toEqual(documents);
  }, 120_000);

  it('first backs up the data it replaces, so a restore can itself be undone', async () => {
    // The drill restored over a wiped store: its copy of what it replaced holds nothing.
    const undo = readdirSync(backupsDir).find((name) => name.endsWith('-before-restore'));
    expect(undo, readdirSync(backupsDir).join(', ')).toBeDefined();
    expect(await orderCount()).toBe(5);

    const undone = await restore([join(backupsDir, undo!)]);
    expect(undone, undone.output).toMatchObject({ code: 0 });
    expect(undone.output).toMatch(/Restored: no documents; 0 accounts/);
    expect(await everyDocument()).toEqual({});
    expect(await everyAccount()).toEqual({});
  }, 120_000);
});
