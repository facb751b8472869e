// Production runs the mail retry sweep as a scheduled function (`retryMail`, every minute).
// The Functions emulator loads scheduled functions but never fires them, so `npm start` runs
// the same sweep on the same minute from the launcher, against the emulators and the local
// catcher. See docs/decisions/023-mail-outbox.md.
import { LOCAL_MAIL } from '@bookstore/domain';
import { smtpTransport } from '../../functions/src/mail/transport/smtp-transport';
import { retryDueMail } from '../../functions/src/mail/outbox/mail-delivery';
import { readLocalParams } from './local-params';

const EVERY_MS = 60_000;

/** Starts the sweep; the Admin SDK must already point at the emulators (useEmulators). */
export function startMailRetryClock(): void {
  const sender = {
    transport: smtpTransport(LOCAL_MAIL.smtpUri),
    from: readLocalParams().MAIL_FROM ?? LOCAL_MAIL.from,
  };
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryDueMail(sender)
      .then((report) => {
        if (report.sent + report.retry + report.failed > 0)
          console.log(
            `• Mail retry: ${report.sent} sent, ${report.retry} to try again, ${report.failed} failed for good.`,
          );
      })
      .catch((error: Error) => console.error(`• Mail retry sweep failed: ${error.message}`))
      .finally(() => (running = false));
  }, EVERY_MS);
  timer.unref();
}
