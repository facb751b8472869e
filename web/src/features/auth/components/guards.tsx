import { paths } from '@bookstore/domain/site-paths';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@web/lib/auth-context';

function Loading() {
  return (
    <p role="status" className="py-20 text-center text-lg">
      Loading...
    </p>
  );
}

/** Signed-in users only; others go to /login and come back afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Login and register are for visitors; a signed-in user goes home, or back where a guard sent them from. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <Loading />;
  const from = (location.state as { from?: string } | null)?.from;
  if (user) return <Navigate to={from?.startsWith('/') ? from : paths.home} replace />;
  return children;
}
