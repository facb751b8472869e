import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@web/lib/page-meta';

export interface EmailLinkText {
  title: string;
  intro: string;
  button: string;
}

/** What the page needs of the link's mutation (TanStack's useMutation result). */
export interface EmailLinkAction {
  isSuccess: boolean;
  isError: boolean;
  isPending: boolean;
  data?: { message: string };
  error: Error | null;
  mutate: (token: string) => void;
}

/**
 * The page a link in an e-mail opens (the newsletter's, a stock alert's). Opening it changes
 * nothing, because mail scanners open links too; the button does. A token that cannot be one of
 * ours is told `incomplete` and never sent.
 */
export function EmailLinkPage({
  page,
  token,
  complete,
  incomplete,
  link,
}: {
  page: EmailLinkText;
  token: string;
  complete: boolean;
  incomplete: string;
  link: EmailLinkAction;
}) {
  usePageMeta(page.title);
  const outcome = link.isSuccess ? (link.data?.message ?? '') : link.isError ? (link.error?.message ?? '') : '';
  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="email-link-heading">
      <h1 id="email-link-heading" className="mb-6 text-3xl font-semibold">
        {page.title}
      </h1>
      {!complete ? (
        <p role="alert" className="mb-4 text-gray-800">
          {incomplete}
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
