import { LOW_STOCK_THRESHOLD } from '@bookstore/domain';
import { composeMail } from './compose';
import { storeLinks } from './links';
import { count } from './text';
import type { MailContent, MailSettings } from './types';

export interface LowStockBook {
  id: string;
  title: string;
  stock: number;
}

/** To the owner, when an order takes a book's stock down to the low-stock threshold. */
export function lowStockMail(book: LowStockBook, settings: MailSettings): MailContent {
  const left = count(book.stock, 'copy', 'copies');
  return composeMail(
    {
      subject: `${settings.shopName}: low stock, ${book.title} (${left} left)`,
      preheader: `${left} left of ${book.title}.`,
      heading: 'A book is running low',
      blocks: [
        {
          kind: 'paragraph',
          text: `An order has taken this book down to the low-stock threshold. Add copies before it sells out.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Book', book.title],
            ['Copies left', String(book.stock)],
            ['Low-stock threshold', count(LOW_STOCK_THRESHOLD, 'copy', 'copies')],
          ],
        },
        { kind: 'button', label: 'Edit the book', href: storeLinks(settings).editBook(book.id) },
      ],
    },
    settings,
  );
}
