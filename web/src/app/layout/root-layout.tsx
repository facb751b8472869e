import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { pageLoading } from '../../components/page-loading';
import { Header } from '../../features/layout/components/header';

// Below the page: loaded just after it rather than with it, which keeps it out of the first load.
const Footer = lazy(() => import('../../features/layout/components/footer').then((module) => ({ default: module.Footer })));

/** A new page starts at the top (a small stand-in for ScrollRestoration, which weighs ~1 KB gz). */
function useScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnNavigate();
  return (
    <>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto min-h-[calc(100vh-13rem)] max-w-screen-2xl px-4 py-6 font-primary sm:px-8">
        <Suspense fallback={pageLoading}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
