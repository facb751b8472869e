import { type NewsletterSubscribeResult } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { call } from '@web/lib/api-client';

/**
 * The footer box's request: sends the confirmation link, or says the address is subscribed
 * already. A plain call, not a TanStack mutation: the box is on every page, and the mutation
 * hooks are a chunk of their own that the first load would fetch with the footer.
 */
export function subscribeToNewsletter(email: string): Promise<NewsletterSubscribeResult> {
  return call(routes.subscribeToNewsletter, { body: { email } });
}
