import { composeMail } from './compose';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

/*
 * A review's e-mail (decision 061): the owner hid it, and the customer is told why.
 * The review and the reason go through the blocks, which escape them, so `<script>`, `$&` or
 * Devanagari read as written.
 */

export interface HiddenReview {
  bookId: string;
  bookTitle: string;
  stars: number;
  title: string;
  reason: string;
}

export function reviewHiddenMail(review: HiddenReview, settings: MailSettings): MailContent {
  return composeMail(
    {
      subject: `Your review of ${review.bookTitle} is hidden`,
      preheader: `${settings.shopName} has hidden your review. The reason is inside.`,
      heading: 'Your review is hidden',
      blocks: [
        {
          kind: 'paragraph',
          text: `${settings.shopName} has hidden your review: it is no longer shown on the book’s page or counted in its rating. We never change the words of a review; this is why it was hidden.`,
        },
        {
          kind: 'facts',
          rows: [
            ['Book', review.bookTitle],
            ['Your stars', `${review.stars} of 5`],
            ...(review.title ? ([['Your title', review.title]] as Array<[string, string]>) : []),
            ['Reason', review.reason],
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can delete the review from the book’s page and write a new one that keeps to the shop’s rules.',
        },
        { kind: 'button', label: 'Open the book', href: storeLinks(settings).book(review.bookId) },
      ],
    },
    settings,
  );
}

/** A book the invitation asks about. */
export interface InvitedBook {
  id: string;
  title: string;
}

/**
 * The one e-mail that invites a review of a delivered order's books, some days after delivery:
 * a link per book straight to its review form. Titles go through the blocks, which escape them.
 */
export function reviewInvitationMail(
  orderNumber: string,
  books: readonly InvitedBook[],
  settings: MailSettings,
): MailContent {
  const links = storeLinks(settings);
  return composeMail(
    {
      subject: `How did you find your books? (order ${orderNumber})`,
      preheader: `A few words from you help other readers choose. It takes a minute.`,
      heading: 'How did you find your books?',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your order ${orderNumber} from ${settings.shopName} was delivered a few days ago. If you have started reading, other readers would like to know what you think: stars alone are enough, and you can change or delete your review later.`,
        },
        ...books.map((book) => ({
          kind: 'link' as const,
          label: `Review ${book.title}`,
          href: links.reviewForm(book.id),
        })),
        {
          kind: 'paragraph',
          text: 'Only buyers who received a book can review it. This is the only e-mail we send about it.',
        },
      ],
    },
    settings,
  );
}
