import { onDocumentCreated } from 'firebase-functions/firestore';
import { onSchedule } from 'firebase-functions/scheduler';
import { functionsRegion, smtpConnectionUri } from '../config';
import { configuredMailSender } from './transport/sender';
import { deliverMail, retryDueMail } from './outbox/mail-delivery';
import { countedTrigger } from './outbox/trigger-operation-count';

/**
 * Sends each e-mail the store queues, once its transaction has committed. No platform retry
 * (`retry: false`): a failed send is recorded on the document and retried by `retryMail` with
 * a backoff the store controls. See docs/decisions/023-mail-outbox.md.
 */
export const sendMail = onDocumentCreated(
  { document: 'mail/{mailId}', region: functionsRegion, secrets: [smtpConnectionUri], retry: false },
  async (event) => {
    const { mailId } = event.params;
    // Counted only by `npm run bench`, to attribute an order's e-mail to the order's cost.
    await countedTrigger('sendMail', mailId, () => deliverMail(mailId, configuredMailSender()));
  },
);

/** Every minute: retries due, senders that died mid-send, and triggers that never ran. */
export const retryMail = onSchedule(
  { schedule: 'every 1 minutes', region: functionsRegion, secrets: [smtpConnectionUri], retryCount: 0 },
  async () => {
    const report = await retryDueMail(configuredMailSender());
    if (report.sent + report.retry + report.failed > 0) console.log('Mail retry sweep', report);
  },
);
