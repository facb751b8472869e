import { STOCK_ALERT_LINK_INCOMPLETE, STOCK_ALERT_TOKEN_PATTERN } from '@bookstore/domain';
import { EmailLinkPage } from '@web/components/email-link-page';
import { useStockAlertLink, type StockAlertLinkAction } from './stock-alert-api';

const PAGES: Record<StockAlertLinkAction, { title: string; intro: string; button: string }> = {
  confirm: {
    title: 'Confirm your alert',
    intro: 'Press the button, and we e-mail you once when the book is back in stock.',
    button: 'Confirm alert',
  },
  unsubscribe: {
    title: 'Cancel your alert',
    intro: 'Press the button and the store will send you nothing about this book.',
    button: 'Cancel alert',
  },
};

/** The page a link in an alert e-mail opens (EmailLinkPage: the button, not the visit, acts). */
export function StockAlertLinkPage({ action, token }: { action: StockAlertLinkAction; token: string }) {
  return (
    <EmailLinkPage
      page={PAGES[action]}
      token={token}
      complete={STOCK_ALERT_TOKEN_PATTERN.test(token)}
      incomplete={STOCK_ALERT_LINK_INCOMPLETE}
      link={useStockAlertLink(action)}
    />
  );
}
