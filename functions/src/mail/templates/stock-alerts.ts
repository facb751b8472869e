import { composeMail } from './compose';
import { storeLinks } from './links';
import { count } from './text';
import type { MailContent, MailSettings } from './types';

/*
 * "Tell me when it's back" (decision 063): the confirmation link of an address
 * given without a sign-in, and the alert itself. The title goes through the blocks, which escape it.
 */

export interface StockAlertConfirmLink {
  confirmUrl: string;
  bookTitle: string;
  expiresInHours: number;
}

export function stockAlertConfirmMail(link: StockAlertConfirmLink, settings: MailSettings): MailContent {
  const expiry = `The link works once and expires in ${count(link.expiresInHours, 'hour', 'hours')}.`;
  return composeMail(
    {
      subject: `Confirm your alert for ${link.bookTitle}`,
      preheader: `One click, and we e-mail you when it is back. ${expiry}`,
      heading: 'Confirm your back-in-stock alert',
      blocks: [
        {
          kind: 'paragraph',
          text: `Someone, we hope you, asked ${settings.shopName} to e-mail this address when this book is back in stock. Nothing is sent until you confirm.`,
        },
        { kind: 'facts', rows: [['Book', link.bookTitle]] },
        { kind: 'button', label: 'Confirm my alert', href: link.confirmUrl },
        { kind: 'paragraph', text: expiry },
        { kind: 'paragraph', text: 'If you did not ask for this, ignore this e-mail: you will hear nothing more.' },
      ],
    },
    settings,
  );
}

export interface BackInStock {
  bookId: string;
  bookTitle: string;
  unsubscribeUrl: string;
}

/** The one e-mail an alert sends. Every waiting address gets it, however few copies came back. */
export function backInStockMail(alert: BackInStock, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `${alert.bookTitle} is back in stock`,
      preheader: 'It is back on the shelf: first come, first served.',
      heading: 'Back in stock',
      blocks: [
        {
          kind: 'paragraph',
          text: `You asked ${settings.shopName} to tell you when this book is back. It is on the shelf again now.`,
        },
        { kind: 'facts', rows: [['Book', alert.bookTitle]] },
        {
          kind: 'paragraph',
          text: 'Everyone who asked is told at the same time, and there may be only a few copies: first come, first served. We do not hold a copy for you.',
        },
        { kind: 'button', label: 'Open the book', href: storeLinks(settings).book(alert.bookId) },
        { kind: 'paragraph', text: 'This is the only e-mail this alert sends. Do not want it after all?' },
        { kind: 'link', label: 'Cancel this alert', href: alert.unsubscribeUrl },
      ],
      headers: {
        'List-Unsubscribe': `<${alert.unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    settings,
  );
}
