import { db } from '../firebase';
import { sequenceCounter } from './counters';
import { collectionOf, storedAs } from './documents';
import { amount, bytes, shape, text, timestamp, timestampOrNull, type RecordOf } from './stored-fields';

// The shop's settings: one document the owner edits, and the courier's serviceable
// PIN codes beside it, which can be 20,000 codes and change rarely.

/**
 * store/settings holds the settings exactly as PUT /api/admin/settings validated them, and a
 * version the serviceable list is cached by. Read through services/store/store-settings.ts,
 * which validates what it finds against the schema (a hand edit in the console cannot break
 * pricing: it reads as the defaults, and the owner is told).
 */
export const storeSettingsDocShape = shape({
  settings: (value): unknown => value,
  updatedAt: timestampOrNull,
  updatedBy: text,
});
export type StoreSettingsDocRecord = RecordOf<typeof storeSettingsDocShape>;

/**
 * store/serviceablePins: the PIN codes the courier serves, sorted, space-separated (one string
 * keeps a 20,000-code list at ~140 KB, well under a document's 1 MiB). `version` changes with
 * each upload, so instances cache the parsed set until it does. An empty list means none was
 * uploaded: every valid PIN code is deliverable.
 */
export const serviceablePinsShape = shape({
  pins: text,
  count: amount,
  version: text,
  uploadedAt: timestampOrNull,
});
export type ServiceablePinsRecord = RecordOf<typeof serviceablePinsShape>;

/**
 * signatures/{sha256}: a signature image for the bills (decision 044), stored as a cover is:
 * under the SHA-256 of its bytes (at most 200 KB, checked by the upload), never changed. A bill
 * names the one in force when it was issued, so removing or replacing the signature never
 * alters a bill already issued.
 */
export const signatureShape = shape({
  contentType: text,
  data: bytes,
  size: amount,
  width: amount,
  height: amount,
  uploadedBy: text,
  createdAt: timestamp,
});
export type SignatureRecord = RecordOf<typeof signatureShape>;

/**
 * store/signature: which signature the next bills carry (`id`, a signatures/ document; empty
 * after a removal). Apart from store/settings, so saving the settings never carries an image.
 */
export const currentSignatureShape = shape({
  id: text,
  uploadedBy: text,
  uploadedAt: timestamp,
});
export type CurrentSignatureRecord = RecordOf<typeof currentSignatureShape>;

export const storeCollections = {
  currentSignature: () => db().collection('store').doc('signature').withConverter(storedAs(currentSignatureShape)),
  signatures: collectionOf('signatures', signatureShape),
  storeSettings: () => db().collection('store').doc('settings').withConverter(storedAs(storeSettingsDocShape)),
  serviceablePins: () => db().collection('store').doc('serviceablePins').withConverter(storedAs(serviceablePinsShape)),
  orderNumberCounter: () =>
    // counters/orderNumbers: an older store's next order number, read once by each new shard.
    db().collection('counters').doc('orderNumbers').withConverter(sequenceCounter),
  orderNumberShard: (shard: number) =>
    // counters/orderNumbers-{0..9}: the next number of each shard of the order numbers (order-placing.ts).
    db().collection('counters').doc(`orderNumbers-${shard}`).withConverter(sequenceCounter),
};
