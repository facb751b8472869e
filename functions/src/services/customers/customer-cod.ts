import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { db } from '../../firebase';
import type { CustomerOrdersRecord, OpenOrderHoldRecord } from '../../db/orders';
import { customerKey, mailboxKey, provenPhoneKey } from './customer-key';

/*
 * The COD rules per person, not per exact e-mail (decisions 035, 045 and 049): the
 * refused parcels and the owner's "COD off" are kept on the holds of the person's mailbox and
 * of every phone their account proved, so `a.b+1@gmail.com` is refused COD when `ab@gmail.com`
 * reached the RTO limit or was switched off, and so is another account ordering with that
 * proven phone.
 */

const holdRef = (key: string) => collections.openOrderHolds().doc(key);
const accountRef = (email: string) => collections.customerOrders().doc(customerKey(email));

type Hold = Pick<OpenOrderHoldRecord, 'rtoByAccount' | 'codDisabled'> | undefined;

/**
 * The person's refused parcels: the most any of their keys counts. The mailbox's sum covers
 * every alias of the inbox, the proven phone's every account that used it; one parcel is in
 * both, so they are not added. The account's own count stands in until the migration fills
 * the holds (decision 045).
 */
export function personRtoCount(account: number, holds: readonly Hold[]): number {
  const sums = holds.map((hold) => Object.values(hold?.rtoByAccount ?? {}).reduce((sum, count) => sum + count, 0));
  return Math.max(account, ...sums);
}

/**
 * Whether the owner switched COD off for the person: off on any of their keys. Until the
 * owner's switch or the migration has written it on a key, the account's own switch stands in.
 */
export function personCodDisabled(account: boolean, holds: readonly Hold[]): boolean {
  const switched = holds.map((hold) => hold?.codDisabled).filter((value) => value !== undefined);
  return switched.length === 0 ? account : switched.includes(true);
}

/**
 * The person keys of an account outside an order: its mailbox, and every phone one of its
 * orders proved (the owner's tools, the switch, the migration).
 */
export async function accountPersonKeys(email: string): Promise<Array<{ key: string; kind: 'mailbox' | 'phone' }>> {
  const orders = await collections.orders().where('email', '==', email).select('phone', 'phoneVerified').get();
  const keys = new Map<string, 'mailbox' | 'phone'>([[mailboxKey(email), 'mailbox']]);
  for (const order of orders.docs) {
    const phone = order.get('phone') as unknown;
    if (order.get('phoneVerified') === true && typeof phone === 'string' && phone)
      keys.set(provenPhoneKey(phone), 'phone');
  }
  return [...keys].map(([key, kind]) => ({ key, kind }));
}

/**
 * The owner's switch: cash on delivery off (UPI only) or on again for the person of this
 * e-mail, on their mailbox and on every phone the account proved. The account keeps a copy,
 * read where no key carries the switch yet.
 */
export async function setCodDisabled(email: string, codDisabled: boolean): Promise<void> {
  const keys = await accountPersonKeys(email);
  const batch = db().batch();
  for (const { key } of keys)
    batch.set(holdRef(key), { codDisabled, emails: FieldValue.arrayUnion(email) }, { merge: true });
  batch.set(accountRef(email), { codDisabled, email }, { merge: true });
  await batch.commit();
}

/** The person's refused parcels and the owner's switch, outside a transaction (the owner's lookup). */
export async function codStanding(email: string): Promise<{ rtoCount: number; codDisabled: boolean }> {
  const keys = await accountPersonKeys(email);
  const [account, ...holds] = await Promise.all([
    accountRef(email).get(),
    ...keys.map(({ key }) => holdRef(key).get()),
  ]);
  const record: CustomerOrdersRecord | undefined = account.data();
  const held = holds.map((hold) => hold.data());
  return {
    rtoCount: personRtoCount(record?.rtoCount ?? 0, held),
    codDisabled: personCodDisabled(record?.codDisabled ?? false, held),
  };
}
