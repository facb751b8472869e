import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '@web/lib/api-client';

// Apart from the footer's subscribe (api/subscribe.ts): a module both used would be a chunk of
// its own, and every chunk's name costs the first load bytes it does not have (tests/budget).

/** What the links in the newsletter e-mails do, each from its own page. */
export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

/** The button on a link's page: posts the link's token to the action's route. */
export function useNewsletterLink(action: NewsletterLinkAction) {
  return useMutation({
    mutationFn: (token: string) =>
      action === 'confirm'
        ? call(routes.confirmNewsletter, { body: { token } })
        : call(routes.unsubscribeFromNewsletter, { body: { token } }),
  });
}
