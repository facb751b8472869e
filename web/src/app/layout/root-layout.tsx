import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteBoundary } from '@web/components/route-boundary';
import { pageLoading } from '@web/components/page-loading';
import { useNearViewport } from '@web/lib/use-near-viewport';
import { Header } from './header';

// Below the page: out of the first load (see decision 010).
const Footer = lazy(() => import('./footer').then((module) => ({ default: module.Footer })));

/**
 * True once the first frame has been painted. The footer's chunk is asked for only then: a
 * request made during the first render is one the first paint waits for in Lighthouse's
 * model of a phone (about 0.2 s of First Contentful Paint).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** A new page starts at the top (a small stand-in for ScrollRestoration, which weighs ~1 KB gz). */
function useScrollToTopOnNavigate(pathname: string) {
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * The footer's code loads once the first frame is painted and the end of the page nears the
 * viewport: at once on a short page, on the way down a long one. Below the home
 * page's banner a phone's first view does without it (decision 027).
 */
function useFooterWanted(pageEnd: RefObject<HTMLDivElement | null>): boolean {
  const painted = useAfterFirstPaint();
  const near = useNearViewport(pageEnd);
  return painted && near;
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTopOnNavigate(pathname);
  const pageEnd = useRef<HTMLDivElement>(null);
  const showFooter = useFooterWanted(pageEnd);
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="mx-auto min-h-[calc(100vh-13rem)] max-w-screen-2xl px-4 py-6 font-primary sm:px-8">
        <RouteBoundary resetKey={pathname}>
          <Suspense fallback={pageLoading}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      <div ref={pageEnd} />
      {showFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
    </>
  );
}
