import { Timestamp } from 'firebase-admin/firestore';

// How a stored document is read (docs/decisions/039-stored-shapes.md). Each collection declares
// its fields once, as a shape: one reader per field, which gives the stored value, or the
// default of a field that is missing or not of its kind (old documents, hand edits in the
// console). The shape is the reader, and `RecordOf` makes the record type from the same
// declaration, so the two cannot drift. Readers are plain functions: books are read 20,000 at a
// time, so a shape must cost what a hand-written reader does.

/** A stored map, as Firestore gives it. */
export type StoredMap = Readonly<Record<string, unknown>>;

/**
 * Reads one field from its stored value. `doc` is the whole map the field sits in, for the few
 * fields whose default is another field's value. A reader that can give `undefined` makes an
 * optional field: it is then left out of the record, as Firestore refuses undefined fields.
 */
export type FieldReader<T> = (value: unknown, doc: StoredMap) => T;

type Fields = Record<string, FieldReader<unknown>>;
type Value<R> = R extends FieldReader<infer T> ? T : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The record a shape reads: a reader that may give undefined makes an optional field. */
export type FieldsRecord<F extends Fields> = Simplify<
  { [K in keyof F as undefined extends Value<F[K]> ? never : K]: Value<F[K]> } & {
    [K in keyof F as undefined extends Value<F[K]> ? K : never]?: Exclude<Value<F[K]>, undefined>;
  }
>;

/** A map's reader that keeps its field readers, so a projection can pick some of them. */
export type Shape<F extends Fields> = FieldReader<FieldsRecord<F>> & { readonly fields: F };

/** The record type of a shape: `type BookRecord = RecordOf<typeof bookShape>`. */
export type RecordOf<S extends Shape<Fields>> = ReturnType<S>;

/** True when A and B are the same type, for a compile-time check against a domain type. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored map of these fields, in this key order (the order API answers keep). */
export function shape<F extends Fields>(fields: F): Shape<F> {
  const names = Object.keys(fields);
  const readers = Object.values(fields);
  const read = (value: unknown): FieldsRecord<F> => {
    const doc: StoredMap = isMap(value) ? value : {};
    const record: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const fieldValue = readers[i]!(doc[name], doc);
      if (fieldValue !== undefined) record[name] = fieldValue;
    }
    return record as FieldsRecord<F>;
  };
  return Object.assign(read, { fields });
}

/** A shape of some of another shape's fields, for a query that `select()`s them. */
export function pick<F extends Fields, K extends keyof F & string>(of: Shape<F>, ...names: K[]): Shape<Pick<F, K>> {
  return shape(Object.fromEntries(names.map((name) => [name, of.fields[name]])) as Pick<F, K>);
}

export const text: FieldReader<string> = (value) => (typeof value === 'string' ? value : '');
/** A finite number, else 0. */
export const amount: FieldReader<number> = (value) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
/** Only a stored `true` is true. */
export const flag: FieldReader<boolean> = (value) => value === true;
/** A Timestamp, else the epoch: a missing date sorts first. */
export const timestamp: FieldReader<Timestamp> = (value) =>
  value instanceof Timestamp ? value : Timestamp.fromMillis(0);
export const timestampOrNull: FieldReader<Timestamp | null> = (value) => (value instanceof Timestamp ? value : null);
export const textOrNull: FieldReader<string | null> = (value) => (typeof value === 'string' ? value : null);
/** A field present only when stored as text. */
export const optionalText: FieldReader<string | undefined> = (value) => (typeof value === 'string' ? value : undefined);
export const bytes: FieldReader<Buffer> = (value) =>
  value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : Buffer.alloc(0);

/** One of `values`, else `fallback`. */
export function oneOf<const V extends readonly unknown[], const D>(values: V, fallback: D): FieldReader<V[number] | D> {
  return (value) => (values.includes(value) ? value : fallback);
}

/** A list, each item read by `item`; anything else is an empty list. */
export function listOf<T>(item: FieldReader<T>): FieldReader<T[]> {
  return (value, doc) => (Array.isArray(value) ? value.map((entry) => item(entry, doc)) : []);
}

/** A map of any keys, each value read by `item`; anything else is an empty map. */
export function mapOf<T>(item: FieldReader<T>): FieldReader<Record<string, T>> {
  return (value, doc) => {
    const read: Record<string, T> = {};
    if (isMap(value)) for (const [key, entry] of Object.entries(value)) read[key] = item(entry, doc);
    return read;
  };
}

/** A nested map read by `of` when one is stored, else left out. */
export function optionalMap<T>(of: FieldReader<T>): FieldReader<T | undefined> {
  return (value, doc) => (isMap(value) ? of(value, doc) : undefined);
}

/** A field present only when stored as a Timestamp. */
export const optionalTimestamp: FieldReader<Timestamp | undefined> = (value) =>
  value instanceof Timestamp ? value : undefined;

/** A field present only when stored as a boolean. */
export const optionalFlag: FieldReader<boolean | undefined> = (value) =>
  typeof value === 'boolean' ? value : undefined;

/** One of `values` when stored, else left out. */
export function optionalOneOf<const V extends readonly unknown[]>(values: V): FieldReader<V[number] | undefined> {
  return (value) => (values.includes(value) ? value : undefined);
}

/** A nested map read by `of` when one is stored, else null. */
export function mapOrNull<T>(of: FieldReader<T>): FieldReader<T | null> {
  return (value, doc) => (isMap(value) ? of(value, doc) : null);
}

/** The ISO string the API answers for a stored time. */
export const iso = (at: Timestamp): string => at.toDate().toISOString();
