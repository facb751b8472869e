// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type {
  NewsletterConfirmResult,
  NewsletterSubscribe,
  NewsletterSubscribeResult,
  NewsletterToken,
  NewsletterUnsubscribeResult,
} from '../index';

/** POST /api/newsletter/confirm (anyone): Confirm a subscription with the link’s token */
export const confirmNewsletter: ApiRoute<NewsletterToken, NewsletterConfirmResult> = {
  method: 'POST',
  path: '/api/newsletter/confirm',
};
/** POST /api/newsletter/subscribe (anyone): Ask for the newsletter (double opt-in) */
export const subscribeToNewsletter: ApiRoute<NewsletterSubscribe, NewsletterSubscribeResult> = {
  method: 'POST',
  path: '/api/newsletter/subscribe',
};
/** GET /api/newsletter/unsubscribe (anyone): The unsubscribe link of every newsletter e-mail */
export const openUnsubscribeLink: ApiRoute<undefined, void> = { path: '/api/newsletter/unsubscribe' };
/** POST /api/newsletter/unsubscribe (anyone): Unsubscribe, from the page or by one click */
export const unsubscribeFromNewsletter: ApiRoute<NewsletterToken, NewsletterUnsubscribeResult> = {
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
};
