import { NEWSLETTER_LINK_INCOMPLETE, NEWSLETTER_TOKEN_PATTERN } from '@bookstore/domain';
import { Link } from 'react-router-dom';
import { paths } from '@web/config/paths';
import { usePageMeta } from '@web/lib/page-meta';
import { useNewsletterLink, type NewsletterLinkAction } from '../api/newsletter-links';

const PAGES: Record<NewsletterLinkAction, { title: string; intro: string; button: string }> = {
  confirm: {
    title: 'Confirm your subscription',
    intro: 'Press the button to confirm that you want the newsletter at this address.',
    button: 'Confirm subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    intro: 'Press the button and the store will send you no more newsletters.',
    button: 'Unsubscribe',
  },
};

/**
 * The page a link in a newsletter e-mail opens. Opening it changes nothing, because mail
 * scanners open links too; the button does.
 */
export function NewsletterLinkPage({ action, token }: { action: NewsletterLinkAction; token: string }) {
  const page = PAGES[action];
  usePageMeta(page.title);
  const link = useNewsletterLink(action);
  const complete = NEWSLETTER_TOKEN_PATTERN.test(token);
  const outcome = link.isSuccess ? link.data.message : link.isError ? link.error.message : '';

  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="newsletter-heading">
      <h1 id="newsletter-heading" className="mb-6 text-3xl font-semibold">
        {page.title}
      </h1>
      {!complete ? (
        <p role="alert" className="mb-4 text-gray-800">
          {NEWSLETTER_LINK_INCOMPLETE}
        </p>
      ) : (
        !link.isSuccess && (
          <>
            <p className="mb-4 text-gray-800">{page.intro}</p>
            <button type="button" className="btn-primary" disabled={link.isPending} onClick={() => link.mutate(token)}>
              {page.button}
            </button>
          </>
        )
      )}
      <p role="status" aria-live="polite" className="mb-4 mt-4 font-medium">
        {link.isPending ? 'Please wait…' : outcome}
      </p>
      {(link.isSuccess || !complete) && (
        <Link to={paths.home} className="btn-primary">
          Go to the shop
        </Link>
      )}
    </section>
  );
}
