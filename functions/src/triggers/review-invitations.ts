import { onSchedule } from 'firebase-functions/scheduler';
import { functionsRegion } from '../config';
import { inviteDueReviews } from '../services/reviews/review-invitations';

/**
 * Every hour: the review invitations that are due. It only queues e-mails, which
 * `sendMail` sends, so it needs no SMTP secret. The emulator fires no schedules; the API tests
 * call inviteDueReviews directly (docs/decisions/061-reviews-from-buyers.md).
 */
export const inviteReviews = onSchedule(
  { schedule: 'every 60 minutes', region: functionsRegion, retryCount: 0 },
  async () => {
    const { invited, dropped } = await inviteDueReviews();
    if (invited.length + dropped.length > 0) console.log('Review invitations', { invited, dropped });
  },
);
