import { paths } from '@bookstore/domain/site-paths';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSignInUnavailable } from '@web/lib/auth-context';
import { checkSignInAvailable } from '@web/lib/firebase-auth-client';

/**
 * The sign-in and register forms, or, when the sign-in service's settings cannot be loaded
 * (after its retries), a notice in their place: the shop itself still works.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const unavailable = useSignInUnavailable();
  useEffect(checkSignInAvailable, []);
  if (!unavailable) return children;
  return (
    <section className="py-20 text-center" role="alert" aria-labelledby="sign-in-unavailable-heading">
      <h1 id="sign-in-unavailable-heading" className="mb-4 text-2xl font-bold">
        Sign-in is unavailable right now
      </h1>
      <p className="mb-8 text-gray-700">
        You can still browse the books and fill your cart. Please try signing in again later.
      </p>
      <Link to={paths.home} className="btn-primary">
        Continue shopping
      </Link>
    </section>
  );
}
