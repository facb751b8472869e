import { paths } from '@bookstore/domain/site-paths';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SearchBox } from '@web/features/search/components/search-box';
import { useAuth, useSignInUnavailable } from '@web/lib/auth-context';
import { useCart } from '@web/lib/cart-context';

// Only signed-in shoppers see the menu; visitors never download it.
const UserMenu = lazy(() =>
  import('@web/features/auth/components/user-menu').then((module) => ({ default: module.UserMenu })),
);

export function Header() {
  const { user } = useAuth();
  const signInUnavailable = useSignInUnavailable();
  const { count } = useCart();
  const shown = Math.max(0, count);
  return (
    <header className="mx-auto max-w-screen-2xl px-4 py-5 sm:px-8">
      <nav className="flex items-center justify-between gap-4" aria-label="Main">
        <div className="flex flex-1 items-center gap-4 md:gap-12">
          <Link to={paths.home} className="flex items-center gap-2 font-semibold" aria-label="Book Store home">
            <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
            <span className="hidden sm:inline">Book Store</span>
          </Link>
          <SearchBox />
        </div>
        <div className="flex items-center gap-3 md:gap-4">
          {user === undefined ? (
            <span className="h-8 w-8" aria-hidden="true" />
          ) : user ? (
            <Suspense fallback={<span className="h-8 w-8" aria-hidden="true" />}>
              <UserMenu user={user} />
            </Suspense>
          ) : signInUnavailable ? (
            <span role="status" className="w-16 text-center text-xs leading-tight text-gray-600">
              Sign-in unavailable
            </span>
          ) : (
            <Link to={paths.login} aria-label="Log in" className="rounded p-1 hover:bg-gray-100">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <circle cx="12" cy="8" r="4" />
                <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
              </svg>
            </Link>
          )}
          <Link
            to={paths.cart}
            className="flex items-center gap-2 rounded-sm bg-amber-300 px-3 py-1.5 font-medium hover:bg-amber-400"
            aria-label={`Cart, ${shown} ${shown === 1 ? 'item' : 'items'}`}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M3 3h2l2.4 12.2a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
              <circle cx="9" cy="20" r="1.5" />
              <circle cx="18" cy="20" r="1.5" />
            </svg>
            <span data-testid="cart-count">{shown}</span>
          </Link>
        </div>
      </nav>
    </header>
  );
}
