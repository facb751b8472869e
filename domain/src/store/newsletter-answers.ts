import { object, type InferType } from 'yup';
import { count, oneOfWords, plainText } from '../shared/answer-fields';
import { named } from '../shared/fields';

/** POST /api/newsletter/subscribe: what happened, in words, and as a word for the page. */
export const newsletterSubscribeResultSchema = named(
  'NewsletterSubscribeResult',
  object({
    message: plainText('What happened, in words for the person.'),
    outcome: oneOfWords(
      ['confirmation-sent', 'already-subscribed'] as const,
      '`already-subscribed`: the address is confirmed already, and nothing was sent.',
    ),
  }),
);
export type NewsletterSubscribeResult = InferType<typeof newsletterSubscribeResultSchema>;

/** POST /api/newsletter/confirm. */
export const newsletterConfirmResultSchema = named(
  'NewsletterConfirmResult',
  object({ message: plainText(), outcome: oneOfWords(['subscribed', 'already-subscribed'] as const) }),
);
export type NewsletterConfirmResult = InferType<typeof newsletterConfirmResultSchema>;

/** POST /api/newsletter/unsubscribe: the same answer whether or not the address was still there. */
export const newsletterUnsubscribeResultSchema = named('NewsletterUnsubscribeResult', object({ message: plainText() }));
export type NewsletterUnsubscribeResult = InferType<typeof newsletterUnsubscribeResultSchema>;

/** GET /api/admin/newsletter. */
export const newsletterStatsSchema = named(
  'NewsletterStats',
  object({ subscribers: count('Confirmed subscribers (an aggregation count).') }),
);
export type NewsletterStats = InferType<typeof newsletterStatsSchema>;
