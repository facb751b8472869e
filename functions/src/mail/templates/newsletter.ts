import { escapeHtml } from './html';
import { htmlLayout } from './layout';
import type { MailContent, MailSettings } from './types';

/** Double opt-in: the one-time link that makes the address a subscriber. */
export function newsletterConfirmMail(link: { confirmUrl: string }, settings: MailSettings): MailContent {
  const subject = `Confirm your subscription to ${settings.shopName}`;
  return {
    subject,
    text: `Open this link to confirm: ${link.confirmUrl}\nIf you did not ask for this, ignore this e-mail.`,
    html: htmlLayout(
      subject,
      `<p><a href="${escapeHtml(link.confirmUrl)}">Confirm your subscription</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
      settings,
    ),
  };
}

/**
 * Every newsletter e-mail carries an unsubscribe link that works without signing in, in the
 * body and as List-Unsubscribe (one click, RFC 8058) for mail clients.
 */
export function newsletterWelcomeMail(link: { unsubscribeUrl: string }, settings: MailSettings): MailContent {
  const subject = `You are subscribed to ${settings.shopName}`;
  return {
    subject,
    text: `You are subscribed.\nUnsubscribe: ${link.unsubscribeUrl}`,
    html: htmlLayout(
      subject,
      `<p>You are subscribed.</p><p><a href="${escapeHtml(link.unsubscribeUrl)}">Unsubscribe</a></p>`,
      settings,
    ),
    headers: {
      'List-Unsubscribe': `<${link.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
