import { isDocumentId, isOpenOrder, OPEN_ORDER_STATUSES, type OrderLine } from '@bookstore/domain';
import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { standingFields, standingOf, withOrder, withoutOrder, type StandingOrders } from './customer-averages';
import { accountPersonKeys, personCodDisabled, personRtoCount } from './customer-cod';
import { customerKey, orderPersonKeys, personKeys } from './customer-key';

/** Every open (pending or confirmed) order with this e-mail, as a query: for the owner's tools, not the order transaction. */
export const openOrdersOf = (email: string) =>
  collections
    .orders()
    .where('email', '==', email)
    .where('status', 'in', [...OPEN_ORDER_STATUSES]);

const ref = (email: string) => collections.customerOrders().doc(customerKey(email));
const holdRef = (key: string) => collections.openOrderHolds().doc(key);

export interface OpenOrders {
  /** The lines of each open order held by the person's mailbox or phone, as stored now. */
  orders: Array<{ products: OrderLine[] }>;
  /** Each hold's key and the ids it lists that are still open, written back with the new order's. */
  holds: Array<{ key: string; ids: string[] }>;
  /** The sums behind the account's average order, read from its customerOrders document. */
  standing: StandingOrders;
  /** What the COD rules need of the person: their refused parcels and the owner's switch (customer-cod.ts). */
  cod: { rtoCount: number; codDisabled: boolean };
  /** True when any order was ever placed under the account or the person's keys (a coupon's "first order only"). */
  orderedBefore: boolean;
}

/**
 * Inside the order transaction, before any write: the open orders of the person ordering, by
 * the holds of their mailbox and the phone their account proved (decisions 035 and 045), plus
 * the list an account kept before the holds existed. Each order listed is read to confirm it is
 * still open (an order edited or deleted by hand leaves a list without a status change), so a
 * stale entry never blocks a customer. The reads stay bounded: each list holds at most the
 * open-order limit.
 */
export async function readOpenOrders(tx: Transaction, email: string, provenPhone: string | null): Promise<OpenOrders> {
  const keys = personKeys(email, provenPhone);
  // One after another, always in this order (the account, then its mailbox, then its phone):
  // reads lock on the emulator, and two orders locking the same documents in different orders
  // would wait on each other until a lock times out.
  const account = (await tx.get(ref(email))).data();
  const holds = (await tx.getAll(...keys.map(holdRef))).map((hold) => hold.data());
  const listed = keys.map((key, index) => ({ key, ids: [...(holds[index]?.openOrderIds ?? [])] }));
  // An account's list from before the holds: its orders move to this person's holds now.
  const earlier = account?.openOrderIds ?? [];
  for (const hold of listed) hold.ids.push(...earlier.filter((id) => !hold.ids.includes(id)));
  const ids = [...new Set(listed.flatMap((hold) => hold.ids))].filter(isDocumentId);
  const snapshots = ids.length > 0 ? await tx.getAll(...ids.map((id) => collections.orders().doc(id))) : [];
  const open = snapshots.filter((snapshot) => {
    const order = snapshot.data();
    return order !== undefined && isOpenOrder(order.status);
  });
  const stillOpen = new Set(open.map((snapshot) => snapshot.id));
  return {
    orders: open.map((snapshot) => ({ products: snapshot.data()!.products })),
    holds: listed.map(({ key, ids: held }) => ({ key, ids: held.filter((id) => stillOpen.has(id)) })),
    standing: standingOf(account),
    cod: {
      rtoCount: personRtoCount(account?.rtoCount ?? 0, holds),
      codDisabled: personCodDisabled(account?.codDisabled ?? false, holds),
    },
    orderedBefore: (account?.ordersPlaced ?? 0) > 0 || holds.some((hold) => (hold?.emails.length ?? 0) > 0),
  };
}

/**
 * Adds the order just placed to the person's holds (dropping entries found stale), and to the
 * account's sums behind its average order, under the name it was placed in.
 */
export function addOpenOrder(
  tx: Transaction,
  open: OpenOrders,
  order: { id: string; email: string; name: string; totalPaise: number; at: Timestamp },
): void {
  for (const hold of open.holds)
    tx.set(
      holdRef(hold.key),
      { openOrderIds: [...hold.ids, order.id], emails: FieldValue.arrayUnion(order.email) },
      { merge: true },
    );
  tx.set(
    ref(order.email),
    {
      openOrderIds: FieldValue.delete(),
      ordersPlaced: FieldValue.increment(1),
      lastOrderAt: order.at,
      email: order.email,
      latestOrderName: order.name,
      ...standingFields(withOrder(open.standing, order.totalPaise)),
    },
    { merge: true },
  );
}

/**
 * In a status change's transaction: the order has left the open set (shipped, cancelled), so it
 * leaves the holds of its person, and an account list from before the holds. Needs no read.
 */
export function removeOpenOrder(
  tx: Transaction,
  order: { email: string; phone: string; phoneVerified?: boolean },
  orderId: string,
): void {
  for (const key of orderPersonKeys(order))
    tx.set(holdRef(key), { openOrderIds: FieldValue.arrayRemove(orderId) }, { merge: true });
  tx.set(ref(order.email), { openOrderIds: FieldValue.arrayRemove(orderId) }, { merge: true });
}

/** In a cancel's or a return's transaction, before any write: the sums behind the customer's average order. */
export async function readStandingOrders(tx: Transaction, email: string): Promise<StandingOrders> {
  return standingOf((await tx.get(ref(email))).data());
}

/** The cancelled or returned order no longer stands: its total leaves the customer's average. */
export function removeStandingOrder(tx: Transaction, email: string, standing: StandingOrders, paise: number): void {
  tx.set(ref(email), standingFields(withoutOrder(standing, paise)), { merge: true });
}

/**
 * In a return's transaction: one more of the account's parcels came back refused or
 * undeliverable. It counts on the account (the owner's panel) and on the person's keys, under
 * this account's share (`rtoByAccount`), so the COD rule follows the person to an alias or to
 * another account that uses the proven phone.
 */
export function countRto(tx: Transaction, order: { email: string; phone: string; phoneVerified?: boolean }): void {
  tx.set(ref(order.email), { rtoCount: FieldValue.increment(1) }, { merge: true });
  const share = { rtoByAccount: { [customerKey(order.email)]: FieldValue.increment(1) } };
  for (const key of orderPersonKeys(order)) tx.set(holdRef(key), share, { merge: true });
}

/** What one person key is: the mailbox of an e-mail, or a delivery phone. */
export type SharedKey = 'mailbox' | 'phone';

/**
 * The other account e-mails that ordered under this customer's mailbox or any phone their
 * orders proved: the accounts the limits count as one person with them.
 */
export async function accountsSharingKeys(email: string): Promise<Array<{ email: string; shares: SharedKey[] }>> {
  const keys = await accountPersonKeys(email);
  const holds = await Promise.all(keys.map(({ key }) => holdRef(key).get()));
  const related = new Map<string, Set<SharedKey>>();
  holds.forEach((hold, index) => {
    const shared = keys[index]!.kind;
    for (const other of hold.data()?.emails ?? [])
      if (other !== email) related.set(other, (related.get(other) ?? new Set()).add(shared));
  });
  return [...related]
    .map(([other, shares]) => ({ email: other, shares: [...shares].sort() }))
    .sort((a, b) => a.email.localeCompare(b.email));
}
