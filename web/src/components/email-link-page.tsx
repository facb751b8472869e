import { LINK_INCOMPLETE, LINK_TOKEN_PATTERN } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@web/lib/page-meta';

/** A link in an e-mail (a confirmation link, an unsubscribe link): its page's words, and what its button does. */
export interface EmailLink<Answer extends { message: string } = { message: string }> {
  title: string;
  intro: string;
  button: string;
  /** Posts the link's token to the API; the answer's message is shown. */
  send: (token: string) => Promise<Answer>;
  /** Where the page leads once the link has worked; the shop's home when not given. */
  next?: (answer: Answer) => { to: string; label: string };
}

/**
 * The page a link in an e-mail opens (the newsletter's, a stock alert's, a complaint's). Opening it changes
 * nothing, because mail scanners open links too; the button does. A token that cannot be one of
 * ours is told so and never sent.
 */
export function EmailLinkPage<Answer extends { message: string }>({
  link,
  token,
}: {
  link: EmailLink<Answer>;
  token: string;
}) {
  usePageMeta(link.title);
  const action = useMutation({ mutationFn: link.send });
  const complete = LINK_TOKEN_PATTERN.test(token);
  const outcome = action.isSuccess ? action.data.message : action.isError ? action.error.message : '';
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="email-link-heading">
      <h1 id="email-link-heading" className="mb-6 text-3xl font-semibold">
        {link.title}
      </h1>
      {!complete ? (
        <p role="alert" className="mb-4 text-gray-800">
          {LINK_INCOMPLETE}
        </p>
      ) : (
        !action.isSuccess && (
          <>
            <p className="mb-4 text-gray-800">{link.intro}</p>
            <button
              type="button"
              className="btn-primary"
              disabled={action.isPending}
              onClick={() => action.mutate(token)}
            >
              {link.button}
            </button>
          </>
        )
      )}
      <p role="status" aria-live="polite" className="mb-4 mt-4 font-medium">
        {action.isPending ? 'Please wait…' : outcome}
      </p>
      {action.isSuccess && link.next ? (
        <Link to={link.next(action.data).to} className="btn-primary">
          {link.next(action.data).label}
        </Link>
      ) : (
        (action.isSuccess || !complete) && (
          <Link to={paths.home} className="btn-primary">
            Go to the shop
          </Link>
        )
      )}
    </section>
  );
}
