import type { ConfirmationLinkLimits } from '@bookstore/domain';
import { withToken } from '@bookstore/domain/site-paths';
import { randomBytes } from 'node:crypto';
import { Timestamp, type CollectionReference, type Transaction } from 'firebase-admin/firestore';
import type { PendingLinkFields } from '../db/confirmation-links';
import type { AttemptsInWindowRecord } from '../db/counters';
import { hashedId } from '../db/hashed-id';
import type { MailKind } from '../db/mail';
import { runTransaction } from '../db/store-transaction';
import { queueMail } from '../mail/outbox/mail-outbox';
import type { MailContent, MailSettings } from '../mail/templates/types';
import { NotFoundError } from './errors';
import { addressBucket } from './owners/login-throttle';
import { checkRate } from './rate-limit';
import { shopMailSettings } from './store/store-settings';

// The e-mailed confirmation link (docs/decisions/073-one-confirmation-link.md), which proves an
// address given without a sign-in: the newsletter's double opt-in (decision 025), a stock alert's,
// a Contact-page complaint's. This module makes, stores, checks and expires the links and counts
// their limits; each feature declares a kind and what confirming does. The token is 256 random
// bits and only its hash is stored; the e-mail is queued in the transaction that stores the link,
// so a link in an inbox always names a stored request.

/** One kind of link. Its names and collections are the ones first stored, so earlier links and counts still match. */
export interface ConfirmationLinkKind<P extends PendingLinkFields> {
  limits: ConfirmationLinkLimits;
  /** The storefront page the e-mail links to; its button posts the token back. */
  page: string;
  /** The token's hash purpose (db/hashed-id.ts). */
  tokenPurpose: string;
  pending: () => CollectionReference<P, P>;
  /**
   * The newsletter's: the id of an address's one pending link, so asking again replaces it and
   * only the newest link works (found by its `tokenHash` field). Without it each link is its own
   * document, named by its token's hash.
   */
  oneLinkPerAddress?: (email: string) => string;
  attempts: () => CollectionReference<AttemptsInWindowRecord, AttemptsInWindowRecord>;
  /** The counters' ids: the address's (as the feature keys it) and the client's. */
  counterIds: (email: string, client: string) => [string, string];
  /** What a request over the address's limit is told, up to "try again in N minute(s).". */
  tooManyForAddress: (limit: number) => string;
  /** What is asked too often from one network: "subscribe requests", "complaints". */
  tooManyFromNetwork: string;
  /** What a used, expired or unknown link is told (404). */
  gone: string;
}

/** What a request stores beside the address, and the e-mail that carries the link. */
export interface LinkToSend<P extends PendingLinkFields> {
  fields: Omit<P, keyof PendingLinkFields | 'tokenHash'>;
  mail: (confirmUrl: string, settings: MailSettings) => { message: MailContent; kind: MailKind };
}

type Prepared<P extends PendingLinkFields, A> = LinkToSend<P> | { sent: false; answer: A };

/** Simultaneous requests from one network contend on its counter; each must count, not fail. */
const TRANSACTION_ATTEMPTS = 25;

const tokenHash = (kind: { tokenPurpose: string }, token: string) => hashedId(kind.tokenPurpose, token);

/**
 * Counts a request against the address's and the client's limits (a 429 with Retry-After when
 * either is reached, and then nothing counts). Answers the writes that count it, for after the
 * caller's reads. Also for a signed-in stock alert, which sends no link but counts like one.
 */
export function countLinkRequest<P extends PendingLinkFields>(
  tx: Transaction,
  kind: ConfirmationLinkKind<P>,
  email: string,
  client: string | undefined,
  now: number,
) {
  const { requestsPerAddress, requestsPerClient, windowSeconds } = kind.limits;
  const [addressId, clientId] = kind.counterIds(email, addressBucket(client));
  const minutes = (seconds: number) => Math.ceil(seconds / 60);
  const limit = (id: string, max: number, refusal: (seconds: number) => string) => ({
    ref: kind.attempts().doc(id),
    limit: max,
    windowMs: windowSeconds * 1000,
    refusal,
  });
  return checkRate(
    tx,
    [
      limit(
        addressId,
        requestsPerAddress,
        (seconds) => `${kind.tooManyForAddress(requestsPerAddress)} try again in ${minutes(seconds)} minute(s).`,
      ),
      limit(
        clientId,
        requestsPerClient,
        (seconds) =>
          `Too many ${kind.tooManyFromNetwork} from your network: at most ${requestsPerClient} an hour. ` +
          `Please try again in ${minutes(seconds)} minute(s).`,
      ),
    ],
    now,
  );
}

/**
 * A request for a link. Every well-formed one counts, whatever it finds, so the answer cannot be
 * used to test addresses in bulk. `prepare` makes the feature's reads in the transaction and
 * answers the link to send, or `{ sent: false, answer }` when there is nothing to confirm (the
 * address is subscribed already); it throws to refuse, and then nothing counts.
 */
export async function requestConfirmationLink<P extends PendingLinkFields, A>(
  kind: ConfirmationLinkKind<P>,
  email: string,
  client: string | undefined,
  prepare: (tx: Transaction) => Prepared<P, A> | Promise<Prepared<P, A>>,
): Promise<{ sent: true } | { sent: false; answer: A }> {
  const settings = await shopMailSettings();
  return runTransaction(
    async (tx) => {
      const now = Date.now();
      const count = await countLinkRequest(tx, kind, email, client, now);
      const link = await prepare(tx);
      count();
      if ('sent' in link) return link;
      const token = randomBytes(32).toString('base64url');
      const createdAt = Timestamp.fromMillis(now);
      const expiresAt = Timestamp.fromMillis(now + kind.limits.confirmLinkHours * 60 * 60 * 1000);
      const stored = { ...link.fields, email, createdAt, expiresAt } as P;
      if (kind.oneLinkPerAddress)
        tx.set(kind.pending().doc(kind.oneLinkPerAddress(email)), { ...stored, tokenHash: tokenHash(kind, token) });
      else tx.set(kind.pending().doc(tokenHash(kind, token)), stored);
      const confirmUrl = `${settings.siteOrigin}${withToken(kind.page, token)}`;
      queueMail(tx, { to: [email], ...link.mail(confirmUrl, settings) }, createdAt);
      return { sent: true as const };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * The link's page's POST. It works once: `confirm` does what confirming means, in the
 * transaction that removes the pending link, its reads first. A used, expired or unknown link is
 * a 404; an expired one lingers until Firestore's TTL removes it (within a day or so).
 */
export async function confirmLink<P extends PendingLinkFields, A>(
  kind: ConfirmationLinkKind<P>,
  token: string,
  confirm: (tx: Transaction, pending: P, now: Timestamp) => Promise<A>,
): Promise<A> {
  const hash = tokenHash(kind, token);
  return runTransaction(async (tx) => {
    const now = Timestamp.now();
    const found = kind.oneLinkPerAddress
      ? (await tx.get(kind.pending().where('tokenHash', '==', hash).limit(1))).docs[0]
      : await tx.get(kind.pending().doc(hash));
    const pending = found?.data();
    if (!found || !pending || pending.expiresAt.toMillis() <= now.toMillis()) throw new NotFoundError(kind.gone);
    const answer = await confirm(tx, pending, now);
    tx.delete(found.ref);
    return answer;
  });
}
