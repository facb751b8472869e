import { NEWSLETTER_LINK_INCOMPLETE, NEWSLETTER_TOKEN_PATTERN } from '@bookstore/domain';
import { EmailLinkPage } from '@web/components/email-link-page';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-links';

const PAGES: Record<NewsletterLinkAction, { title: string; intro: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Press the button to confirm that you want the newsletter at this address.',
    button: 'Confirm subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Press the button and the store will send you no more newsletters.',
    button: 'Unsubscribe',
  },
};

/** The page a link in a newsletter e-mail opens (EmailLinkPage: the button, not the visit, acts). */
export function NewsletterLinkPage({ action, token }: { action: NewsletterLinkAction; token: string }) {
  return (
    <EmailLinkPage
      page={PAGES[action]}
      token={token}
      complete={NEWSLETTER_TOKEN_PATTERN.test(token)}
      incomplete={NEWSLETTER_LINK_INCOMPLETE}
      link={useNewsletterLink(action)}
    />
  );
}
