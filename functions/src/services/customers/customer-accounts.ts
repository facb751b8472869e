import type { CustomerAccount } from '@bookstore/domain';
import type { UserRecord } from 'firebase-admin/auth';
import { collections } from '../../db/collections';
import { auth } from '../../firebase';
import { codStanding, setCodDisabled } from './customer-cod';
import { accountsSharingKeys, openOrdersOf } from './customer-open-orders';
import { readStoreSettings } from '../store/store-settings';
import { NotFoundError } from '../errors';

/** The Auth account with this e-mail, or null when there is none. */
async function accountFor(email: string): Promise<UserRecord | null> {
  try {
    return await auth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

async function openOrderCount(email: string): Promise<number> {
  const open = await openOrdersOf(email).count().get();
  return open.data().count;
}

/** What the owner's tools know about one customer; an e-mail with neither account nor orders is unknown. */
export async function customerAccount(email: string): Promise<CustomerAccount> {
  const [account, openOrders, related, cod, settings] = await Promise.all([
    accountFor(email),
    openOrderCount(email),
    accountsSharingKeys(email),
    codStanding(email),
    readStoreSettings(),
  ]);
  const { rtoLimit } = settings.cod;
  if (!account) {
    const anyOrder = await collections.orders().where('email', '==', email).limit(1).get();
    if (anyOrder.empty) throw new NotFoundError('No customer has this e-mail address.');
  }
  return {
    email,
    hasAccount: account !== null,
    blocked: account?.disabled ?? false,
    emailVerified: account?.emailVerified ?? false,
    openOrders,
    rtoCount: cod.rtoCount,
    codAllowed: !cod.codDisabled,
    codOffered: !cod.codDisabled && (rtoLimit === null || cod.rtoCount < rtoLimit),
    related,
  };
}

/** The owner's switch: cash on delivery off (UPI only) or on again for one customer, as a person (customer-cod.ts). */
export async function setCustomerCod(email: string, codAllowed: boolean): Promise<CustomerAccount> {
  await customerAccount(email); // an unknown e-mail is a 404, and writes nothing
  await setCodDisabled(email, !codAllowed);
  return customerAccount(email);
}

async function existingAccount(email: string): Promise<UserRecord> {
  const account = await accountFor(email);
  if (!account) throw new NotFoundError('No customer account has this e-mail address.');
  return account;
}

/**
 * Disables the customer's sign-in and revokes their refresh tokens. The API checks revocation on
 * every customer request, so their very next request is refused, and the app cannot mint a new
 * token for a disabled account.
 */
export async function blockCustomer(email: string): Promise<CustomerAccount> {
  const account = await existingAccount(email);
  await auth().updateUser(account.uid, { disabled: true });
  await auth().revokeRefreshTokens(account.uid);
  return customerAccount(email);
}

/** Lets the customer sign in again; the tokens revoked by the block stay revoked, so they sign in afresh. */
export async function unblockCustomer(email: string): Promise<CustomerAccount> {
  const account = await existingAccount(email);
  await auth().updateUser(account.uid, { disabled: false });
  return customerAccount(email);
}
