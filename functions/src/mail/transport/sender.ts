import { mailFromParam, smtpConnectionUri } from '../../config';
import { smtpTransport, type MailSender } from './smtp-transport';

/** The deployed sender: SMTP from the SMTP_CONNECTION_URI secret, From from MAIL_FROM. */
export function configuredMailSender(): MailSender {
  return { transport: smtpTransport(smtpConnectionUri.value()), from: mailFromParam.value() };
}
