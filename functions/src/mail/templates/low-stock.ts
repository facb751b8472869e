import { escapeHtml } from './html';
import { htmlLayout } from './layout';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

export interface LowStockBook {
  id: string;
  title: string;
  stock: number;
}

/** To the owner, when an order takes a book's stock down to the low-stock threshold. */
export function lowStockMail(book: LowStockBook, settings: MailSettings): MailContent {
  const subject = `Low stock: ${book.title} (${book.stock} left)`;
  const link = storeLinks(settings).editBook(book.id);
  return {
    subject,
    text: `${book.title} has ${book.stock} left.\n${link}`,
    html: htmlLayout(
      subject,
      `<p>${escapeHtml(book.title)} has ${book.stock} left.</p><p><a href="${escapeHtml(link)}">Edit the book</a></p>`,
      settings,
    ),
  };
}
