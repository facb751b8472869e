import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { EmailLinkPage } from '@web/components/email-link-page';
import { NEWSLETTER_LINKS } from '@web/features/newsletter/api/newsletter-links';
import { STOCK_ALERT_LINKS } from '@web/features/stock-alerts/stock-alert-api';
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
  const links = pathname.startsWith('/stock-alerts/') ? STOCK_ALERT_LINKS : NEWSLETTER_LINKS;
  // A new link (the other one opened in this tab) starts with a fresh button.
  return <EmailLinkPage key={pathname} link={links[step]} token={search.get('token') ?? ''} />;
}
