import { composeMail } from './compose';
import { storeLinks } from './links';
import { count } from './text';
import type { MailContent, MailSettings } from './types';

export interface ConfirmLink {
  confirmUrl: string;
  /** How long the link works; said in the e-mail when given. */
  expiresInHours?: number;
}

/** Double opt-in: the one-time link that makes the address a subscriber. */
export function newsletterConfirmMail(link: ConfirmLink, settings: MailSettings): MailContent {
  const expiry =
    link.expiresInHours === undefined
      ? 'The link works once, for a limited time.'
      : `The link works once and expires in ${count(link.expiresInHours, 'hour', 'hours')}.`;
  return composeMail(
    {
      subject: `Confirm your subscription to the ${settings.shopName} newsletter`,
      preheader: `One click to confirm. ${expiry}`,
      heading: 'Confirm your subscription',
      blocks: [
        {
          kind: 'paragraph',
          text: `Someone, we hope you, asked for the ${settings.shopName} newsletter at this address. Nothing is sent until you confirm.`,
        },
        { kind: 'button', label: 'Confirm my subscription', href: link.confirmUrl },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: 'If you did not ask for this, ignore this e-mail: you will not be subscribed.' },
      ],
    },
    settings,
  );
}

/**
 * Every newsletter e-mail carries an unsubscribe link that works without signing in, in the
 * body and as List-Unsubscribe (one click, RFC 8058) for mail clients.
 */
export function newsletterWelcomeMail(link: { unsubscribeUrl: string }, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `You are subscribed to the ${settings.shopName} newsletter`,
      preheader: 'Your subscription is confirmed.',
      heading: 'Welcome to the newsletter',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your subscription is confirmed. You will hear from ${settings.shopName} about new books and offers.`,
        },
        { kind: 'button', label: 'Visit the shop', href: storeLinks(settings).home },
        { kind: 'paragraph', text: 'Changed your mind? One click unsubscribes you; no sign-in needed.' },
        { kind: 'link', label: 'Unsubscribe', href: link.unsubscribeUrl },
      ],
      headers: {
        'List-Unsubscribe': `<${link.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    settings,
  );
}
