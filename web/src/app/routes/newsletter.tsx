import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { NewsletterLinkPage } from '@web/features/newsletter/components/newsletter-link-page';
import { StockAlertLinkPage } from '@web/features/stock-alerts/stock-alert-link-page';
import { Component as NotFound } from './not-found';

/**
 * /newsletter/confirm?token= and /newsletter/unsubscribe?token=, the pages the newsletter
 * e-mails link to, and /stock-alerts/confirm and /stock-alerts/unsubscribe, the stock alerts'.
 * One chunk for all: each route costs the first load bytes (tests/budget).
 */
export function Component() {
  const { step } = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  if (step !== 'confirm' && step !== 'unsubscribe') return <NotFound />;
  if (pathname.startsWith('/stock-alerts/'))
    return <StockAlertLinkPage key={step} action={step} token={search.get('token') ?? ''} />;
  // A new action (the other link opened in this tab) starts with a fresh button.
  return <NewsletterLinkPage key={step} action={step} token={search.get('token') ?? ''} />;
}
