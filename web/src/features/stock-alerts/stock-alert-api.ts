import type { StockAlertLinkSent, StockAlertSet } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
import type { EmailLink } from '@web/components/email-link-page';
import { call } from '@web/lib/api-client';
import { asCustomer } from '@web/lib/as-customer';
import { useAuth } from '@web/lib/auth-context';

/**
 * "Email me when it's back": with the ID token when the customer's e-mail is verified (the alert
 * at once, 201), else with the address typed, which the API sends a confirmation link (202).
 */
export function useAskForStockAlert(bookId: string) {
  const auth = useAuth();
  return useMutation({
    mutationFn: async (email: string | undefined): Promise<StockAlertSet | StockAlertLinkSent> =>
      auth.user?.emailVerified
        ? asCustomer(auth, (token) => call(routes.askForStockAlert, { params: { id: bookId }, token, body: {} }))
        : call(routes.askForStockAlert, { params: { id: bookId }, body: { email } }),
  });
}

/** The pages the links in the alert e-mails open (EmailLinkPage: the button, not the visit, acts). */
export const STOCK_ALERT_LINKS: Record<'confirm' | 'unsubscribe', EmailLink> = {
  confirm: {
    title: 'Confirm your alert',
    intro: 'Press the button, and we e-mail you once when the book is back in stock.',
    button: 'Confirm alert',
    send: (token) => call(routes.confirmStockAlert, { body: { token } }),
  },
  unsubscribe: {
    title: 'Cancel your alert',
    intro: 'Press the button and the store will send you nothing about this book.',
    button: 'Cancel alert',
    send: (token) => call(routes.cancelStockAlert, { body: { token } }),
  },
};
