import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { accountPersonKeys } from '../services/customers/customer-cod';
import { customerKey } from '../services/customers/customer-key';
import { runTransaction } from '../db/store-transaction';

export interface PersonRtoMigration {
  /** Accounts with refused parcels whose count now stands in their mailbox's hold (and their proven phones'). */
  accounts: number;
  /** Their refused parcels in all. */
  parcels: number;
}

/**
 * An older store counts a refused (RTO) parcel on the account only; it counts on the person
 * (the mailbox, and a proven phone), under the account's share (`rtoByAccount`), so the shop's
 * "COD off after N refused parcels" follows a shopper to a new alias. This sets each account's
 * share in its mailbox's hold, and in the hold of every phone its orders proved,
 * to the account's count. Set, never added: the account's count already includes every parcel
 * counted on the holds since, so a second run, or one while parcels come back, writes the same
 * figure (each account in a transaction that reads its count).
 */
export async function carryRtoCountsToPersons(): Promise<PersonRtoMigration> {
  const accounts = await collections.customerOrders().where('rtoCount', '>', 0).get();
  let parcels = 0;
  let carried = 0;
  for (const account of accounts.docs) {
    const email = account.data().email.trim().toLowerCase();
    // Documents written before the e-mail was kept cannot be matched to a mailbox; their count stays on the account.
    if (!email || account.id !== customerKey(email)) continue;
    const holds = (await accountPersonKeys(email)).map(({ key }) => collections.openOrderHolds().doc(key));
    parcels += await runTransaction(async (tx) => {
      const count = (await tx.get(account.ref)).data()?.rtoCount ?? 0;
      for (const hold of holds)
        tx.set(hold, { rtoByAccount: { [account.id]: count }, emails: FieldValue.arrayUnion(email) }, { merge: true });
      return count;
    });
    carried++;
  }
  return { accounts: carried, parcels };
}
