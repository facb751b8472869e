import { collectionOf } from './documents';
import { amount, shape, text, timestamp, type RecordOf } from './stored-fields';

// The owner accounts of the owner area. Their sign-in throttle is in counters.ts.

export const adminShape = shape({
  username: text,
  passwordHash: text,
  /** Only 'admin' may sign in. */
  role: text,
  /** Where this owner's alerts go (`npm run admin:create -- --email`); empty for none. */
  email: text,
  /**
   * Every owner token carries the version current when it was issued, and only that version is
   * accepted: signing out or a new password moves it on, which ends every earlier token.
   * Accounts written before sessions could be ended are at version 0.
   */
  tokenVersion: amount,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminRecord = RecordOf<typeof adminShape>;

export const ownerCollections = {
  admins: collectionOf('admins', adminShape),
};
