import { REVIEW_LIMITS } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import { addressBucket } from '../owners/login-throttle';
import type { RateLimit } from '../rate-limit';

// How many review writes (add, edit, delete) the store takes in a window (decision 061): per
// person key, so a buyer's account cannot churn the rating and the reviews' list, and per client
// address, so many accounts behind one network cannot either. A buyer writing, fixing a typo and
// rewriting never comes near them.

const { writesPerPerson, writesPerClient, writeWindowSeconds } = REVIEW_LIMITS;
const minutes = writeWindowSeconds / 60;

export function reviewWriteLimits(personKeys: readonly string[], client: string | undefined): RateLimit[] {
  const refusal = (what: string) => (seconds: number) =>
    `${what} ${minutes} minutes, the most the store accepts. Please wait ${seconds} second(s) and try again.`;
  return [
    ...personKeys.map((key) => ({
      ref: collections.reviewAttempts().doc(hashedId('review-writes', key)),
      limit: writesPerPerson,
      windowMs: writeWindowSeconds * 1000,
      refusal: refusal(`You have written, changed or deleted reviews ${writesPerPerson} times in the last`),
    })),
    {
      ref: collections.reviewAttempts().doc(hashedId('review-writes-client', addressBucket(client))),
      limit: writesPerClient,
      windowMs: writeWindowSeconds * 1000,
      refusal: refusal(
        `Reviews have been written, changed or deleted ${writesPerClient} times from your network in the last`,
      ),
    },
  ];
}
