import * as routes from '@bookstore/domain/api-routes';
import type { EmailLink } from '@web/components/email-link-page';
import { call } from '@web/lib/api-client';

// Apart from the footer's subscribe (api/subscribe.ts): a module both used would be a chunk of
// its own, and every chunk's name costs the first load bytes it does not have (tests/budget).

/** The pages the links in the newsletter e-mails open (EmailLinkPage: the button, not the visit, acts). */
export const NEWSLETTER_LINKS: Record<'confirm' | 'unsubscribe', EmailLink> = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Press the button to confirm that you want the newsletter at this address.',
    button: 'Confirm subscription',
    send: (token) => call(routes.confirmNewsletter, { body: { token } }),
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Press the button and the store will send you no more newsletters.',
    button: 'Unsubscribe',
    send: (token) => call(routes.unsubscribeFromNewsletter, { body: { token } }),
  },
};
