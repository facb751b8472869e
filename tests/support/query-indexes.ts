import type { RecordedFilter, RecordedQuery } from '../../functions/src/db/query-recorder';

/**
 * Holds recorded query shapes (src/db/query-recorder.ts) against firestore.indexes.json by
 * Firestore's documented index rules (decision 067), since the emulator serves every query
 * without an index and production refuses one that has none:
 *
 * - Every field gets automatic single-field indexes (ascending, descending, array-contains), in
 *   collection scope only; a collection-group query needs a COLLECTION_GROUP field override.
 *   A field override replaces the automatic indexes of its field and of its map's subfields.
 * - A query on one field (its filters, order and aggregated field) uses that field's index.
 * - Equality filters alone on several fields are served by merging single-field indexes.
 * - Anything else needs a composite index: the equality fields (any order; array-contains as
 *   CONTAINS), then the order fields with their directions (explicit orderBy, then the
 *   inequality fields not ordered, by name), then the fields sum() and avg() read, which must be
 *   in the index the filter uses. The index's last field is __name__, in the direction of the
 *   field before it unless given.
 */

export type Direction = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  fieldPath: string;
  order?: Direction;
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: Direction; arrayConfig?: 'CONTAINS'; queryScope?: 'COLLECTION' | 'COLLECTION_GROUP' }[];
}

export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

/** How one conjunction of a query's filters is served, or the entry that would serve it. */
export type Verdict =
  | {
      served: true;
      by: 'document names' | 'single-field' | 'merged single-field' | 'composite';
      index?: CompositeIndex;
    }
  | { served: false; why: string; add: { indexes: CompositeIndex[] } | { fieldOverrides: FieldOverride[] } };

const EQUALITY = new Set(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY', 'IS_NULL', 'IS_NAN']);
const CONTAINS = new Set(['ARRAY_CONTAINS', 'ARRAY_CONTAINS_ANY']);
const NAME = '__name__';

type Leaf = { field: string; op: string };

/** The query's filters as OR of ANDs: Firestore serves each disjunction from an index of its own. */
export function disjunctions(filter: RecordedFilter | undefined): Leaf[][] {
  if (!filter) return [[]];
  if ('field' in filter) return [[filter]];
  const parts = filter.filters.map(disjunctions);
  if (filter.composite === 'OR') return parts.flat();
  return parts.reduce<Leaf[][]>((all, part) => all.flatMap((left) => part.map((right) => [...left, ...right])), [[]]);
}

interface Needs {
  equalities: { field: string; contains: boolean }[];
  orders: { field: string; direction: Direction }[];
  /** The direction of an explicit trailing orderBy(__name__). */
  nameOrder?: Direction;
  aggregated: string[];
}

function needsOf(query: RecordedQuery, leaves: Leaf[]): Needs {
  const equalities: Needs['equalities'] = [];
  const inequalities = new Set<string>();
  for (const leaf of leaves) {
    if (leaf.field === NAME) continue; // the document name ends every index
    if (EQUALITY.has(leaf.op)) {
      if (!equalities.some((known) => known.field === leaf.field))
        equalities.push({ field: leaf.field, contains: CONTAINS.has(leaf.op) });
    } else inequalities.add(leaf.field);
  }
  const equal = new Set(leaves.filter((leaf) => leaf.op === 'EQUAL').map((leaf) => leaf.field));
  const orders = query.orderBy.filter((order) => !equal.has(order.field));
  let nameOrder: Direction | undefined;
  if (orders.at(-1)?.field === NAME) nameOrder = orders.pop()!.direction;
  const ordered = new Set(orders.map((order) => order.field));
  for (const field of [...inequalities].sort()) {
    if (!ordered.has(field)) orders.push({ field, direction: 'ASCENDING' });
  }
  const indexed = new Set([...equalities.map((item) => item.field), ...orders.map((order) => order.field)]);
  const aggregated = [
    ...new Set(
      (query.aggregations ?? []).flatMap((item) => (item.field && !indexed.has(item.field) ? [item.field] : [])),
    ),
  ];
  return { equalities, orders, ...(nameOrder ? { nameOrder } : {}), aggregated };
}

type Scope = CompositeIndex['queryScope'];
type Mode = { order?: Direction; arrayConfig?: 'CONTAINS' };

/** The override that governs a field: its own, else its nearest map parent's, else the group's `*`. */
function overrideFor(file: IndexFile, group: string, field: string): FieldOverride | undefined {
  const candidates = (file.fieldOverrides ?? []).filter(
    (item) =>
      item.collectionGroup === group &&
      (item.fieldPath === field || field.startsWith(`${item.fieldPath}.`) || item.fieldPath === '*'),
  );
  const rank = (item: FieldOverride) => (item.fieldPath === '*' ? -1 : item.fieldPath.length);
  return candidates.sort((a, b) => rank(b) - rank(a))[0];
}

/** Whether the field's single-field index of one of these modes exists in this scope. */
function singleFieldIndex(file: IndexFile, group: string, field: string, scope: Scope, modes: Mode[]): boolean {
  const override = overrideFor(file, group, field);
  if (!override) return scope === 'COLLECTION';
  return override.indexes.some(
    (index) =>
      (index.queryScope ?? 'COLLECTION') === scope &&
      modes.some((mode) => (mode.arrayConfig ? index.arrayConfig === 'CONTAINS' : index.order === mode.order)),
  );
}

const ANY_ORDER: Mode[] = [{ order: 'ASCENDING' }, { order: 'DESCENDING' }];

/** The composite entry these needs ask for: what the check prints to add. */
export function compositeFor(group: string, scope: Scope, needs: Needs): CompositeIndex {
  const fields: IndexField[] = [
    ...needs.equalities.map(({ field, contains }) =>
      contains
        ? { fieldPath: field, arrayConfig: 'CONTAINS' as const }
        : { fieldPath: field, order: 'ASCENDING' as const },
    ),
    ...needs.orders.map(({ field, direction }) => ({ fieldPath: field, order: direction })),
    ...needs.aggregated.map((field) => ({ fieldPath: field, order: 'ASCENDING' as const })),
  ];
  if (needs.nameOrder) fields.push({ fieldPath: NAME, order: needs.nameOrder });
  return { collectionGroup: group, queryScope: scope, fields };
}

function serves(index: CompositeIndex, group: string, scope: Scope, needs: Needs): boolean {
  if (index.collectionGroup !== group || index.queryScope !== scope) return false;
  let fields = index.fields;
  let nameDirection = [...fields].reverse().find((field) => field.order)?.order ?? 'ASCENDING';
  if (fields.at(-1)?.fieldPath === NAME) {
    nameDirection = fields.at(-1)!.order ?? 'ASCENDING';
    fields = fields.slice(0, -1);
  }
  const { equalities, orders, aggregated } = needs;
  if (fields.length !== equalities.length + orders.length + aggregated.length) return false;
  const prefix = fields.slice(0, equalities.length);
  const equalOk = equalities.every(({ field, contains }) =>
    prefix.some((item) => item.fieldPath === field && (contains ? item.arrayConfig === 'CONTAINS' : !!item.order)),
  );
  const orderOk = orders.every((order, i) => {
    const item = fields[equalities.length + i]!;
    return item.fieldPath === order.field && item.order === order.direction;
  });
  const rest = fields.slice(equalities.length + orders.length);
  const aggregateOk = aggregated.every((field) => rest.some((item) => item.fieldPath === field && !!item.order));
  // A result in order, or cursors over it, walk the index in its __name__ direction too.
  const wantedName = needs.nameOrder ?? orders.at(-1)?.direction;
  const nameOk = wantedName === undefined || wantedName === nameDirection;
  return equalOk && orderOk && aggregateOk && nameOk;
}

/** How each disjunction of a recorded query is served by the file's indexes. */
export function verdicts(query: RecordedQuery, file: IndexFile): Verdict[] {
  // A kindless query (all of a document's descendants) reads the document names only.
  if (query.collection === null) return [{ served: true, by: 'document names' }];
  const group = query.collection;
  const scope: Scope = query.collectionGroup ? 'COLLECTION_GROUP' : 'COLLECTION';
  return disjunctions(query.where).map((leaves) => verdictFor(file, group, scope, needsOf(query, leaves)));
}

function verdictFor(file: IndexFile, group: string, scope: Scope, needs: Needs): Verdict {
  const { equalities, orders, aggregated, nameOrder } = needs;
  const fields = new Set([
    ...equalities.map((item) => item.field),
    ...orders.map((order) => order.field),
    ...aggregated,
  ]);
  if (fields.size === 0) return { served: true, by: 'document names' };
  const composite = file.indexes.find((index) => serves(index, group, scope, needs));
  if (composite) return { served: true, by: 'composite', index: composite };
  const missing = (why: string): Verdict => ({
    served: false,
    why,
    add: { indexes: [compositeFor(group, scope, needs)] },
  });

  if (fields.size === 1) {
    const [field] = [...fields] as [string];
    const contains = equalities.some((item) => item.contains);
    const direction = orders[0]?.direction;
    const modes: Mode[] = contains ? [{ arrayConfig: 'CONTAINS' }] : direction ? [{ order: direction }] : ANY_ORDER;
    // A single-field index holds (value, __name__) both ways; an opposite name order needs a composite.
    if (nameOrder && direction && nameOrder !== direction)
      return missing(`ordered by ${field} and __name__ in opposite directions`);
    if (singleFieldIndex(file, group, field, scope, modes)) return { served: true, by: 'single-field' };
    const own = overrideFor(file, group, field)?.fieldPath === field ? overrideFor(file, group, field) : undefined;
    // An override replaces the field's automatic indexes, so a new one keeps them beside the added one.
    const automatic: FieldOverride['indexes'] = [
      { order: 'ASCENDING', queryScope: 'COLLECTION' },
      { order: 'DESCENDING', queryScope: 'COLLECTION' },
      { arrayConfig: 'CONTAINS', queryScope: 'COLLECTION' },
    ];
    return {
      served: false,
      why:
        scope === 'COLLECTION_GROUP'
          ? `a collection-group query on ${field} needs its COLLECTION_GROUP single-field index`
          : `${field}'s single-field index is exempted in firestore.indexes.json`,
      add: {
        fieldOverrides: [
          {
            collectionGroup: group,
            fieldPath: field,
            ...(own?.ttl ? { ttl: true } : {}),
            indexes: [...(own ? own.indexes : automatic), { ...modes[0]!, queryScope: scope }],
          },
        ],
      },
    };
  }

  if (orders.length === 0 && aggregated.length === 0 && (!nameOrder || nameOrder === 'ASCENDING')) {
    const unindexed = equalities.filter(
      ({ field, contains }) =>
        !singleFieldIndex(file, group, field, scope, contains ? [{ arrayConfig: 'CONTAINS' }] : ANY_ORDER),
    );
    if (unindexed.length === 0) return { served: true, by: 'merged single-field' };
    return missing(
      `equality filters whose single-field indexes are missing (${unindexed.map((item) => item.field).join(', ')})`,
    );
  }
  const parts = [
    equalities.length > 0 ? `equality on ${equalities.map((item) => item.field).join(', ')}` : '',
    orders.length > 0 ? `order or range on ${orders.map((order) => order.field).join(', ')}` : '',
    aggregated.length > 0 ? `sum/avg of ${aggregated.join(', ')}` : '',
  ].filter(Boolean);
  return missing(`${parts.join(' with ')} needs a composite index`);
}

/** One query shape the indexes do not serve, with where the code builds and runs it. */
export interface MissingIndex {
  query: RecordedQuery;
  why: string;
  add: Extract<Verdict, { served: false }>['add'];
}

export interface IndexCheck {
  missing: MissingIndex[];
  /** Composite entries in the file that no recorded query uses. */
  unused: CompositeIndex[];
}

/** Checks every recorded shape; the composite entries none of them uses are listed as unused. */
export function checkQueries(queries: RecordedQuery[], file: IndexFile): IndexCheck {
  const missing: MissingIndex[] = [];
  const seen = new Set<string>();
  const used = new Set<CompositeIndex>();
  for (const query of queries) {
    for (const verdict of verdicts(query, file)) {
      if (verdict.served) {
        if (verdict.index) used.add(verdict.index);
        continue;
      }
      const key = JSON.stringify([verdict.add, query.builtAt, query.ranAt[0]]);
      if (seen.has(key)) continue;
      seen.add(key);
      missing.push({ query, why: verdict.why, add: verdict.add });
    }
  }
  return { missing, unused: file.indexes.filter((index) => !used.has(index)) };
}

/** The message for one missing index: the query's lines and the entry to add, as JSON. */
export function describeMissing({ query, why, add }: MissingIndex): string {
  const target = query.collectionGroup ? `collection group ${query.collection}` : `collection ${query.collection}`;
  const built = query.builtAt.length > 0 ? query.builtAt.join(', ') : '(no builder call)';
  return (
    `✖ A query on ${target} has no index: ${why}.\n` +
    `  built at ${built}\n  run from ${query.ranAt.join(' ← ') || '(unknown)'}\n` +
    `  add to firestore.indexes.json:\n${JSON.stringify(add, null, 2).replace(/^/gm, '    ')}`
  );
}

// --- the query sites in the source, to hold against the sites the suites ran -------------------

const BUILDER_CALL =
  /\.(where|orderBy|limit|limitToLast|offset|select|startAt|startAfter|endAt|endBefore|count|aggregate|collectionGroup)\(/;

/** `path:line` of every line of these sources that calls a query builder (comments aside). */
export function querySites(sources: { path: string; text: string }[]): string[] {
  return sources.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => {
      const code = line.trim();
      if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) return [];
      return BUILDER_CALL.test(code) ? [`${path}:${i + 1}`] : [];
    }),
  );
}

/** The sites no recorded query was built on. */
export function unrunSites(sites: string[], queries: RecordedQuery[]): string[] {
  const ran = new Set(queries.flatMap((query) => query.builtAt));
  return sites.filter((site) => !ran.has(site));
}
