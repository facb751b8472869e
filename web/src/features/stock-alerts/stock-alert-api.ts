import type { StockAlertLinkSent, StockAlertSet } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation } from '@tanstack/react-query';
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

/** What the links in the alert e-mails do, each from its page. */
export type StockAlertLinkAction = 'confirm' | 'unsubscribe';

export function useStockAlertLink(action: StockAlertLinkAction) {
  return useMutation({
    mutationFn: (token: string): Promise<{ message: string }> =>
      action === 'confirm'
        ? call(routes.confirmStockAlert, { body: { token } })
        : call(routes.cancelStockAlert, { body: { token } }),
  });
}
