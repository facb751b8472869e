import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { accountPersonKeys } from '../services/customers/customer-cod';
import { customerKey } from '../services/customers/customer-key';
import { runTransaction } from '../db/store-transaction';

export interface PersonCodMigration {
  /** Accounts the owner had switched COD off for, whose switch now stands on their person's keys. */
  accounts: number;
  /** The holds (mailboxes and proven phones) that now say COD is off. */
  keys: number;
}

/**
 * An older store keeps the owner's "COD off" per exact e-mail, so an alias of the same inbox
 * (or another account with the same proven phone) has cash on delivery again. This carries each
 * account's switch that is off to its mailbox's hold and to every phone its orders proved
 * (decision 049). Only a key with no switch of its own gets it: a key the owner has switched
 * since keeps the owner's choice, so a second run, or one after the owner switched COD on again
 * for an alias, changes nothing. Switches that are on need no carrying: no key means on.
 */
export async function carryCodSwitchesToPersons(): Promise<PersonCodMigration> {
  const accounts = await collections.customerOrders().where('codDisabled', '==', true).get();
  let carried = 0;
  let keys = 0;
  for (const account of accounts.docs) {
    const email = account.data().email.trim().toLowerCase();
    // Documents written before the e-mail was kept cannot be matched to a mailbox; their switch stays on the account.
    if (!email || account.id !== customerKey(email)) continue;
    const holds = (await accountPersonKeys(email)).map(({ key }) => collections.openOrderHolds().doc(key));
    keys += await runTransaction(async (tx) => {
      const stored = await tx.getAll(...holds);
      const unset = holds.filter((_, index) => stored[index]!.data()?.codDisabled === undefined);
      for (const hold of unset)
        tx.set(hold, { codDisabled: true, emails: FieldValue.arrayUnion(email) }, { merge: true });
      return unset.length;
    });
    carried++;
  }
  return { accounts: carried, keys };
}
