import { describe, expect, it } from 'vitest';
import type { RecordedFilter, RecordedQuery } from '../../src/db/query-recorder';
import {
  checkQueries,
  describeMissing,
  disjunctions,
  querySites,
  unrunSites,
  verdicts,
  type CompositeIndex,
  type IndexFile,
} from '../../../tests/support/query-indexes';

// Firestore's index rules as the query check applies them (decision 067), one rule a test.

const query = (shape: Partial<RecordedQuery>): RecordedQuery => ({
  collection: 'orders',
  collectionGroup: false,
  orderBy: [],
  transaction: false,
  builtAt: ['functions/src/services/x.ts:10'],
  ranAt: ['functions/src/services/x.ts:12'],
  ...shape,
});
const eq = (field: string) => ({ field, op: 'EQUAL' });
const and = (...filters: RecordedFilter[]): RecordedFilter => ({ composite: 'AND', filters });
const composite = (group: string, ...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]): CompositeIndex => ({
  collectionGroup: group,
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, mode]) =>
    mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' } : { fieldPath, order: mode },
  ),
});
const none: IndexFile = { indexes: [] };
const servedBy = (shape: RecordedQuery, file: IndexFile = none) =>
  verdicts(shape, file).map((verdict) => (verdict.served ? verdict.by : 'missing'));
const toAdd = (shape: RecordedQuery, file: IndexFile = none) =>
  verdicts(shape, file).flatMap((verdict) => (verdict.served ? [] : [verdict.add]));

describe('single-field indexes', () => {
  it('serve a filter, a range and an order on one field, in collection scope', () => {
    expect(servedBy(query({ where: eq('status') }))).toEqual(['single-field']);
    expect(
      servedBy(
        query({
          where: { field: 'stock', op: 'LESS_THAN_OR_EQUAL' },
          orderBy: [{ field: 'stock', direction: 'ASCENDING' }],
        }),
      ),
    ).toEqual(['single-field']);
    expect(servedBy(query({ orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }], limit: 20 }))).toEqual([
      'single-field',
    ]);
    expect(servedBy(query({ where: { field: 'tags', op: 'ARRAY_CONTAINS' } }))).toEqual(['single-field']);
    expect(servedBy(query({}))).toEqual(['document names']);
  });

  it('serve sum() of the field a range filters on', () => {
    expect(
      servedBy(
        query({ where: { field: 'views', op: 'GREATER_THAN' }, aggregations: [{ kind: 'sum', field: 'views' }] }),
      ),
    ).toEqual(['single-field']);
    expect(servedBy(query({ aggregations: [{ kind: 'avg', field: 'views' }] }))).toEqual(['single-field']);
  });

  it('are missing for a collection-group query until a COLLECTION_GROUP override adds one', () => {
    const group = query({ collection: 'reviews', collectionGroup: true, where: eq('bookId') });
    expect(toAdd(group)).toEqual([
      {
        fieldOverrides: [
          {
            collectionGroup: 'reviews',
            fieldPath: 'bookId',
            indexes: [
              { order: 'ASCENDING', queryScope: 'COLLECTION' },
              { order: 'DESCENDING', queryScope: 'COLLECTION' },
              { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
              { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
            ],
          },
        ],
      },
    ]);
    expect(servedBy(group, { indexes: [], ...toAdd(group)[0] })).toEqual(['single-field']);
  });

  it('are gone where an override exempts the field or its map', () => {
    const ttl: IndexFile = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'visitHours', fieldPath: 'expiresAt', ttl: true, indexes: [] }],
    };
    const expired = query({ collection: 'visitHours', where: { field: 'expiresAt', op: 'LESS_THAN' } });
    expect(servedBy(expired, ttl)).toEqual(['missing']);
    expect(toAdd(expired, ttl)).toEqual([
      {
        fieldOverrides: [
          {
            collectionGroup: 'visitHours',
            fieldPath: 'expiresAt',
            ttl: true,
            indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION' }],
          },
        ],
      },
    ]);
    const mapExempt: IndexFile = {
      indexes: [],
      fieldOverrides: [{ collectionGroup: 'mail', fieldPath: 'delivery', indexes: [] }],
    };
    expect(servedBy(query({ collection: 'mail', where: eq('delivery.state') }), mapExempt)).toEqual(['missing']);
    expect(servedBy(query({ collection: 'mail', where: eq('to') }), mapExempt)).toEqual(['single-field']);
  });
});

describe('merged single-field indexes', () => {
  it('serve equality filters alone on several fields, but not with an order or a sum', () => {
    const both = and(eq('email'), { field: 'status', op: 'IN' });
    expect(servedBy(query({ where: both }))).toEqual(['merged single-field']);
    expect(servedBy(query({ where: both, aggregations: [{ kind: 'count' }] }))).toEqual(['merged single-field']);
    expect(servedBy(query({ where: both, orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] }))).toEqual([
      'missing',
    ]);
  });
});

describe('composite indexes', () => {
  it('serve equality then order, with the order direction as given', () => {
    const shape = query({ where: eq('email'), orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }] });
    expect(servedBy(shape)).toEqual(['missing']);
    expect(toAdd(shape)).toEqual([
      { indexes: [composite('orders', ['email', 'ASCENDING'], ['createdAt', 'DESCENDING'])] },
    ]);
    expect(
      servedBy(shape, { indexes: [composite('orders', ['email', 'ASCENDING'], ['createdAt', 'DESCENDING'])] }),
    ).toEqual(['composite']);
    expect(
      servedBy(shape, { indexes: [composite('orders', ['email', 'ASCENDING'], ['createdAt', 'ASCENDING'])] }),
    ).toEqual(['missing']);
    // The equality fields may come in any order; an index with a field more is another index.
    const two = query({
      where: and(eq('email'), eq('status')),
      orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
    });
    expect(
      servedBy(two, {
        indexes: [composite('orders', ['status', 'DESCENDING'], ['email', 'ASCENDING'], ['createdAt', 'DESCENDING'])],
      }),
    ).toEqual(['composite']);
    expect(
      servedBy(shape, {
        indexes: [composite('orders', ['email', 'ASCENDING'], ['createdAt', 'DESCENDING'], ['total', 'ASCENDING'])],
      }),
    ).toEqual(['missing']);
    expect(
      servedBy(shape, {
        indexes: [
          { ...composite('orders', ['email', 'ASCENDING'], ['createdAt', 'DESCENDING']), collectionGroup: 'mail' },
        ],
      }),
    ).toEqual(['missing']);
  });

  it('put an inequality after the equalities, and array-contains as CONTAINS', () => {
    const shape = query({ where: and({ field: 'tags', op: 'ARRAY_CONTAINS' }, { field: 'price', op: 'LESS_THAN' }) });
    expect(toAdd(shape)).toEqual([{ indexes: [composite('orders', ['tags', 'CONTAINS'], ['price', 'ASCENDING'])] }]);
    // Two inequalities: the fields in order of their names, after any orderBy.
    const ranges = query({ where: and({ field: 'b', op: 'GREATER_THAN' }, { field: 'a', op: 'NOT_EQUAL' }) });
    expect(toAdd(ranges)).toEqual([{ indexes: [composite('orders', ['a', 'ASCENDING'], ['b', 'ASCENDING'])] }]);
  });

  it('need the field sum() and avg() read beside the filter', () => {
    const owed = query({
      where: eq('refundPending'),
      aggregations: [{ kind: 'count' }, { kind: 'sum', field: 'refundOutstanding' }],
    });
    expect(toAdd(owed)).toEqual([
      { indexes: [composite('orders', ['refundPending', 'ASCENDING'], ['refundOutstanding', 'ASCENDING'])] },
    ]);
    const recent = query({
      collection: 'visitHours',
      where: { field: 'hour', op: 'GREATER_THAN' },
      aggregations: [{ kind: 'sum', field: 'views' }],
    });
    expect(toAdd(recent)).toEqual([
      { indexes: [composite('visitHours', ['hour', 'ASCENDING'], ['views', 'ASCENDING'])] },
    ]);
    // count() alone reads the filter's own index.
    expect(servedBy(query({ where: eq('refundPending'), aggregations: [{ kind: 'count' }] }))).toEqual([
      'single-field',
    ]);
  });

  it('end with __name__ in the direction of the field before it unless given', () => {
    const page = query({
      collection: 'reviews',
      where: and(eq('bookId'), eq('hidden')),
      orderBy: [
        { field: 'createdAt', direction: 'DESCENDING' },
        { field: '__name__', direction: 'DESCENDING' },
      ],
    });
    const implied = composite('reviews', ['bookId', 'ASCENDING'], ['hidden', 'ASCENDING'], ['createdAt', 'DESCENDING']);
    expect(servedBy(page, { indexes: [implied] })).toEqual(['composite']);
    const opposite = {
      ...implied,
      fields: [...implied.fields, { fieldPath: '__name__', order: 'ASCENDING' as const }],
    };
    expect(servedBy(page, { indexes: [opposite] })).toEqual(['missing']);
    expect(servedBy(query({ orderBy: [{ field: '__name__', direction: 'ASCENDING' }], limit: 300 }))).toEqual([
      'document names',
    ]);
  });

  it('are in the query scope asked', () => {
    const shape = query({
      collectionGroup: true,
      where: eq('email'),
      orderBy: [{ field: 'createdAt', direction: 'ASCENDING' }],
    });
    const index = composite('orders', ['email', 'ASCENDING'], ['createdAt', 'ASCENDING']);
    expect(servedBy(shape, { indexes: [index] })).toEqual(['missing']);
    expect(servedBy(shape, { indexes: [{ ...index, queryScope: 'COLLECTION_GROUP' }] })).toEqual(['composite']);
  });

  it('are needed by each disjunction of an OR on its own', () => {
    const either = {
      composite: 'OR' as const,
      filters: [and(eq('a'), eq('b')), { field: 'c', op: 'LESS_THAN' }],
    };
    expect(disjunctions(and(eq('x'), either))).toEqual([
      [eq('x'), eq('a'), eq('b')],
      [eq('x'), { field: 'c', op: 'LESS_THAN' }],
    ]);
    expect(servedBy(query({ where: either }))).toEqual(['merged single-field', 'single-field']);
  });
});

describe('the check', () => {
  it('names the query lines and prints the entry to add, and lists entries no query uses', () => {
    const unused = composite('mail', ['orderId', 'ASCENDING'], ['createdAt', 'ASCENDING']);
    const result = checkQueries(
      [query({ where: eq('refundPending'), aggregations: [{ kind: 'sum', field: 'refundOutstanding' }] })],
      { indexes: [unused] },
    );
    expect(result.unused).toEqual([unused]);
    expect(result.missing).toHaveLength(1);
    const message = describeMissing(result.missing[0]!);
    expect(message).toContain('built at functions/src/services/x.ts:10');
    expect(message).toContain('"fieldPath": "refundOutstanding"');
    expect(JSON.parse(message.slice(message.indexOf('{')))).toEqual({
      indexes: [composite('orders', ['refundPending', 'ASCENDING'], ['refundOutstanding', 'ASCENDING'])],
    });
  });

  it('finds every builder call in the source and the ones no query was built on', () => {
    const sites = querySites([
      {
        path: 'functions/src/a.ts',
        text: "const q = orders()\n  .where('a', '==', 1)\n  // .orderBy('b')\n  .limit(2);\nconst n = list.length;\nawait books.count().get();",
      },
    ]);
    expect(sites).toEqual(['functions/src/a.ts:2', 'functions/src/a.ts:4', 'functions/src/a.ts:6']);
    expect(unrunSites(sites, [query({ builtAt: ['functions/src/a.ts:2', 'functions/src/a.ts:4'] })])).toEqual([
      'functions/src/a.ts:6',
    ]);
  });
});
