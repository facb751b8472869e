import { setTimeout as sleep } from 'node:timers/promises';
import { waitForMail, type CaughtMail } from '../../scripts/lib/mail-catcher';
import { deliverMail } from '../../functions/src/mail/outbox/mail-delivery';
import type { MailSender } from '../../functions/src/mail/transport/smtp-transport';
import { db } from './emulators';

/**
 * Sends one mail document through the real local SMTP server and answers the copy it caught.
 * The Hosting lane's order-mail and mail-outbox files stop and restart that shared server to
 * test an outage, while this lane's files run beside them (scripts/test.ts): a send refused
 * meanwhile (CI saw "connect ECONNREFUSED 127.0.0.1:1025"), or a copy lost with a catcher
 * restarted before it was read, is sent again once the server is back, as the retry sweep would.
 * What the caller checks is the message itself, never how many tries it took.
 */
export async function deliverAndCatch(
  id: string,
  sender: MailSender,
  to: string,
  subject: RegExp,
  withinMs = 90_000,
): Promise<CaughtMail> {
  const ref = db.collection('mail').doc(id);
  const deadline = Date.now() + withinMs;
  const tries: string[] = [];
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    if (attempt > 0) {
      await sleep(500);
      // Waiting again, as a mail due for its retry is.
      await ref.update({ 'delivery.state': 'PENDING', 'delivery.attempts': 0, 'delivery.nextAttemptAt': null });
    }
    const outcome = await deliverMail(id, sender);
    if (outcome !== 'sent') {
      tries.push(`${outcome}: ${String((await ref.get()).get('delivery.error'))}`);
      continue;
    }
    try {
      const [caught] = await waitForMail(to, { subject, timeoutMs: 10_000 });
      return caught!;
    } catch (error) {
      tries.push(`sent, not caught: ${String(error)}`);
    }
  }
  throw new Error(`Mail ${id} to ${to} was never caught: ${tries.join('; ')}`);
}
