import { isOpenOrder } from '@bookstore/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../db/collections';
import { db } from '../firebase';
import { orderPersonKeys } from '../services/customers/customer-key';
import { forEachOrderPage } from './order-pages';

export interface PersonHoldsMigration {
  /** Orders read. */
  orders: number;
  /** Of them, open ones now counted in their person's holds (the mailbox, and a proven phone). */
  open: number;
}

/**
 * Older stores keep open orders per exact e-mail. This files every order under its
 * person (decisions 035 and 045): its mailbox, and its phone only when the order proved it (a
 * typed phone is no key): its e-mail into those holds, so the owner's tools name the accounts
 * that share them, and an open order's id, so an alias ordering next counts it. Only
 * `arrayUnion`s: a second run, or an order placed meanwhile, changes nothing. An order that ships
 * between the read and the write leaves a stale id, which every read of a hold skips.
 */
export async function fileOrdersUnderPersons(): Promise<PersonHoldsMigration> {
  let open = 0;
  const orders = await forEachOrderPage(async (page) => {
    const batch = db().batch();
    for (const doc of page) {
      const order = doc.data();
      if (!order.email) continue;
      const isOpen = isOpenOrder(order.status);
      if (isOpen) open++;
      for (const key of orderPersonKeys(order))
        batch.set(
          collections.openOrderHolds().doc(key),
          {
            emails: FieldValue.arrayUnion(order.email),
            ...(isOpen ? { openOrderIds: FieldValue.arrayUnion(doc.id) } : {}),
          },
          { merge: true },
        );
    }
    await batch.commit();
  });
  return { orders, open };
}
