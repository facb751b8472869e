/**
 * Firestore auto-ids are 20 characters of [A-Za-z0-9]; seeded and imported ids may be
 * longer slugs. Anything else (slashes, dots, "__x__") never reaches Firestore.
 */
export const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value) && !/^__.*__$/.test(value);
}
