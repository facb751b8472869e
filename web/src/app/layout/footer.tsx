import { paths, policyPath } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { NewsletterForm } from '@web/features/newsletter/components/newsletter-form';

const LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.info('services') },
  { label: 'About Us', to: paths.info('about') },
  { label: 'Contact', to: paths.contact },
];

/**
 * The shop's policies and their pages (POLICY_KINDS: spelt here, the domain's list would weigh on
 * every first load). Privacy Policy and Terms of Service are the specification's words.
 */
const POLICIES = [
  { label: 'Returns', kind: 'returns' },
  { label: 'Cancellation', kind: 'cancellation' },
  { label: 'Shipping', kind: 'shipping' },
  { label: 'Privacy Policy', kind: 'privacy' },
  { label: 'Terms of Service', kind: 'terms' },
];

const SOCIAL = [
  {
    label: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z',
  },
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  {
    label: 'Twitter',
    href: 'https://twitter.com/',
    icon: 'M22 5.8a8 8 0 0 1-2.4.7 4 4 0 0 0 1.8-2.3 8 8 0 0 1-2.6 1 4 4 0 0 0-7 3.7A11.4 11.4 0 0 1 3.6 4.6a4 4 0 0 0 1.2 5.4 4 4 0 0 1-1.8-.5 4 4 0 0 0 3.2 4 4 4 0 0 1-1.8.1 4 4 0 0 0 3.8 2.8A8 8 0 0 1 2 18a11.4 11.4 0 0 0 17.5-10.1A8 8 0 0 0 22 5.8z',
  },
];

export function Footer() {
  return (
    <footer className="mt-16 bg-gray-900 px-4 py-10 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-col gap-8 md:flex-row md:items-start md:justify-between">
        <nav aria-label="Footer" className="md:w-1/2">
          <img src="/favicon.svg" alt="" width={36} height={36} className="mb-4 h-9 w-9" />
          <ul className="flex flex-col gap-3 sm:flex-row sm:gap-6">
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="hover:text-amber-300">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
      </div>
      <div className="mx-auto mt-10 flex max-w-screen-2xl flex-col items-center justify-between gap-4 border-t border-gray-700 pt-6 md:flex-row">
        <ul className="flex flex-wrap justify-center gap-x-6">
          {POLICIES.map(({ label, kind }) => (
            <li key={kind}>
              <Link to={policyPath(kind)} className="hover:text-amber-300">
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <ul className="flex gap-6">
          {SOCIAL.map((network) => (
            <li key={network.label}>
              <a
                href={network.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={network.label}
                className="hover:text-amber-300"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                >
                  <path d={network.icon} />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
