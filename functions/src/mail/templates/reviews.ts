import { composeMail } from './compose';
import { storeLinks } from './links';
import type { MailContent, MailSettings } from './types';

/*
 * A review's e-mail (issue 43 §1, decision 061): the owner hid it, and the customer is told why.
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
