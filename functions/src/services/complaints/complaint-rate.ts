import { COMPLAINT_LIMITS } from '@bookstore/domain';
import { collections } from '../../db/collections';
import { hashedId } from '../../db/hashed-id';
import type { RateLimit } from '../rate-limit';

// The complaint limits that count in windows (decision 055): messages per person a minute, and
// the Contact page's confirmation mails per mailbox and per client address an hour.

const attemptsDoc = (purpose: string, key: string) => collections.complaintAttempts().doc(hashedId(purpose, key));

/** Each of the person's keys (mailbox, proven phone) counts their messages. */
export function messageLimits(personKeys: readonly string[]): RateLimit[] {
  const { messagesPerWindow, messageWindowSeconds } = COMPLAINT_LIMITS;
  return personKeys.map((key) => ({
    ref: attemptsDoc('complaint-messages', key),
    limit: messagesPerWindow,
    windowMs: messageWindowSeconds * 1000,
    refusal: (seconds) =>
      `You have sent ${messagesPerWindow} messages in the last minute, the most the store accepts. ` +
      `Please wait ${seconds} second(s) and send it again.`,
  }));
}
