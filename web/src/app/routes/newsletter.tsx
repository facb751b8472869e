import { useParams, useSearchParams } from 'react-router-dom';
import { NewsletterLinkPage } from '@web/features/newsletter/components/newsletter-link-page';
import { Component as NotFound } from './not-found';

/**
 * /newsletter/confirm?token= and /newsletter/unsubscribe?token=, the pages the newsletter
 * e-mails link to. One route for both: each route costs the first load bytes (tests/budget).
 */
export function Component() {
  const { step } = useParams();
  const [search] = useSearchParams();
  if (step !== 'confirm' && step !== 'unsubscribe') return <NotFound />;
  // A new action (the other link opened in this tab) starts with a fresh button.
  return <NewsletterLinkPage key={step} action={step} token={search.get('token') ?? ''} />;
}
