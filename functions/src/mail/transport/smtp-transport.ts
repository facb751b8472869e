import { createTransport, type Transporter } from 'nodemailer';

/** What the sender needs from an SMTP client; tests and the retry sweep pass the same one. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html: string;
    headers?: Record<string, string>;
    messageId: string;
    /** Files sent with it: the bill of supply or credit note of an order-status e-mail. */
    attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  }): Promise<{ messageId: string; accepted: string[]; rejected: string[]; response: string }>;
}

/** Everything a send needs that is not in the mail document. */
export interface MailSender {
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * On the emulators (FUNCTIONS_EMULATOR, or any *_EMULATOR_HOST in the launcher's own process)
 * only a server on this machine is accepted: local mail goes to the catcher, never to a real
 * inbox, even if someone copies a production URI into functions/.secret.local.
 */
export function assertLocalOnEmulator(uri: string, env: NodeJS.ProcessEnv = process.env): void {
  const emulated = env.FUNCTIONS_EMULATOR === 'true' || Boolean(env.FIRESTORE_EMULATOR_HOST);
  if (!emulated) return;
  const host = URL.canParse(uri) ? new URL(uri).hostname : '';
  if (!LOOPBACK.has(host)) {
    throw new Error(`On the emulators e-mail goes only to a local SMTP server, not to "${host || uri}".`);
  }
}

const transports = new Map<string, Transporter>();

/**
 * An SMTP transport for the connection URI, one per instance. The timeouts bound a send to a
 * slow server: the sender runs after the customer's request has been answered, never inside it.
 */
export function smtpTransport(uri: string): MailTransport {
  assertLocalOnEmulator(uri);
  let transporter = transports.get(uri);
  if (!transporter) {
    transporter = createTransport({
      url: uri,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(uri, transporter);
  }
  const client = transporter;
  return {
    async send(mail) {
      const info = await client.sendMail(mail);
      const addresses = (list: unknown[] = []) =>
        list.map((entry) => (typeof entry === 'string' ? entry : (entry as { address: string }).address));
      return {
        messageId: String(info.messageId ?? mail.messageId),
        accepted: addresses(info.accepted),
        rejected: addresses(info.rejected),
        response: String(info.response ?? ''),
      };
    },
  };
}
