import { AggregateField } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryLogFile, type RecordedQuery } from '../../src/db/query-recorder';
import { getAdminStats } from '../../src/services/statistics/stats';
import { ROOT } from '../../../scripts/lib/paths';
import { db, resetEmulators } from '../../../tests/support/emulators';
import { checkQueries, describeMissing, type IndexFile } from '../../../tests/support/query-indexes';
import { readIndexes } from '../../../tests/support/query-log';

// The query check proves itself on the emulator (decision 067): a probe query the emulator
// serves with no index is recorded, fails the check against firestore.indexes.json with the
// entry to add, and passes once that entry is in; the owner's three sums are recorded as the
// overview sends them and pass only with their composite indexes.

const THIS_FILE = relative(ROOT, __filename);

/** This process's recorded shapes, read back from its log file. */
function recorded(): RecordedQuery[] {
  const file = queryLogFile();
  if (!file) throw new Error('The query recorder is off: vitest.config.ts sets BOOKSTORE_QUERY_LOG for this project.');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedQuery)
    .map((query) => ({
      ...query,
      builtAt: query.builtAt.map((site) => relative(ROOT, site)),
      ranAt: query.ranAt.map((site) => relative(ROOT, site)),
    }));
}

const builtHere = (query: RecordedQuery) => query.builtAt.some((site) => site.startsWith(`${THIS_FILE}:`));
const probes = () => db.collection('indexProbes');

beforeAll(async () => {
  await resetEmulators();
  await probes()
    .doc('a')
    .set({ shelf: 'poetry', rank: 2, copies: 3, tags: ['hindi'] });
  await probes().doc('b').set({ shelf: 'poetry', rank: 5, copies: 4, tags: [] });
});

describe('the query check on queries the emulator ran', () => {
  it('fails a probe with no index, naming its lines and the entry, and passes with that entry added', async () => {
    const snapshot = await probes().where('shelf', '==', 'poetry').orderBy('rank', 'desc').get();
    // The emulator serves it without any index; production would refuse it.
    expect(snapshot.docs.map((doc) => doc.id)).toEqual(['b', 'a']);
    const probe = recorded().filter((query) => builtHere(query) && query.orderBy[0]?.field === 'rank');
    expect(probe).toHaveLength(1);
    expect(probe[0]).toMatchObject({
      collection: 'indexProbes',
      where: { field: 'shelf', op: 'EQUAL' },
      orderBy: [{ field: 'rank', direction: 'DESCENDING' }],
      transaction: false,
    });
    const file = readIndexes();
    const failing = checkQueries(probe, file);
    expect(failing.missing).toHaveLength(1);
    const message = describeMissing(failing.missing[0]!);
    expect(message).toMatch(new RegExp(`built at ${THIS_FILE}:\\d+`));
    const entry = failing.missing[0]!.add as { indexes: IndexFile['indexes'] };
    expect(entry.indexes).toEqual([
      {
        collectionGroup: 'indexProbes',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'shelf', order: 'ASCENDING' },
          { fieldPath: 'rank', order: 'DESCENDING' },
        ],
      },
    ]);
    expect(checkQueries(probe, { ...file, indexes: [...file.indexes, ...entry.indexes] }).missing).toEqual([]);
  });

  it('records a sum with its field, inside a transaction, and asks for the field in the index', async () => {
    const sum = await db.runTransaction(async (transaction) =>
      transaction.get(
        probes()
          .where('shelf', '==', 'poetry')
          .aggregate({ copies: AggregateField.sum('copies') }),
      ),
    );
    expect(sum.data().copies).toBe(7);
    const probe = recorded().filter(
      (query) => builtHere(query) && query.aggregations?.some((item) => item.kind === 'sum'),
    );
    expect(probe).toHaveLength(1);
    expect(probe[0]).toMatchObject({ aggregations: [{ kind: 'sum', field: 'copies' }], transaction: true });
    const { missing } = checkQueries(probe, readIndexes());
    expect(missing.map((item) => item.add)).toEqual([
      {
        indexes: [
          {
            collectionGroup: 'indexProbes',
            queryScope: 'COLLECTION',
            fields: [
              { fieldPath: 'shelf', order: 'ASCENDING' },
              { fieldPath: 'copies', order: 'ASCENDING' },
            ],
          },
        ],
      },
    ]);
  });

  it('asks a collection-group query for its COLLECTION_GROUP single-field index', async () => {
    const found = await db.collectionGroup('indexProbes').where('tags', 'array-contains', 'hindi').get();
    expect(found.size).toBe(1);
    const probe = recorded().filter((query) => builtHere(query) && query.collectionGroup);
    expect(probe).toHaveLength(1);
    const { missing } = checkQueries(probe, readIndexes());
    expect(missing).toHaveLength(1);
    expect(JSON.stringify(missing[0]!.add)).toContain('"arrayConfig":"CONTAINS","queryScope":"COLLECTION_GROUP"');
  });

  it("serves the owner's three sums from firestore.indexes.json, and fails each without its entry", async () => {
    await getAdminStats();
    const sites = [
      'services/statistics/remittance-figures.ts',
      'services/statistics/stats.ts',
      'services/statistics/visits.ts',
    ];
    const sums = recorded().filter((query) => query.aggregations?.some((item) => item.kind === 'sum'));
    const bySite = sites.map((site) => sums.filter((query) => query.builtAt.some((line) => line.includes(site))));
    expect(bySite.map((queries) => queries.length)).toEqual([1, 1, 1]);
    const file = readIndexes();
    expect(checkQueries(sums, file).missing.filter((item) => !builtHere(item.query))).toEqual([]);
    for (const [query] of bySite) {
      const used = file.indexes.filter((index) => checkQueries([query!], { indexes: [index] }).missing.length === 0);
      expect(used).toHaveLength(1);
      const without = { ...file, indexes: file.indexes.filter((index) => index !== used[0]) };
      expect(checkQueries([query!], without).missing).toHaveLength(1);
    }
  });
});
