import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  FirestoreDataConverter,
  PartialWithFieldValue,
  QueryDocumentSnapshot,
  SetOptions,
} from 'firebase-admin/firestore';
import { db } from '../firebase';
import type { FieldReader } from './stored-fields';

/**
 * A converter whose stored shape is the record type itself: the record is written as it is,
 * so the compiler checks every write against the record, and the shape reads what comes back
 * with its defaults.
 */
export function storedAs<R extends DocumentData>(read: FieldReader<R>): FirestoreDataConverter<R, R> {
  return {
    // Generic, so it fits both of toFirestore's forms (whole records, and partial ones with merge).
    toFirestore: <T>(record: T): T => record,
    fromFirestore: (snapshot: QueryDocumentSnapshot): R => {
      const data = snapshot.data();
      return read(data, data);
    },
  };
}

/** A top-level collection whose documents are read by `read`. */
export function collectionOf<R extends DocumentData>(name: string, read: FieldReader<R>) {
  const converter = storedAs(read);
  return (): CollectionReference<R, R> => db().collection(name).withConverter(converter);
}

/**
 * Several documents of one collection in one round trip. `Firestore.getAll` is typed for plain
 * documents only, but each reference carries its converter, so the snapshots are of R.
 */
export async function getAllOf<R extends DocumentData>(
  refs: Array<DocumentReference<R, R>>,
): Promise<Array<DocumentSnapshot<R, R>>> {
  return refs.length > 0 ? ((await db().getAll(...refs)) as Array<DocumentSnapshot<R, R>>) : [];
}

/** What a transaction and a batch both offer: the merge-set of counters and markers. */
export interface MergeWriter {
  set<A, D extends DocumentData>(
    ref: DocumentReference<A, D>,
    data: PartialWithFieldValue<A>,
    options: SetOptions,
  ): unknown;
}
