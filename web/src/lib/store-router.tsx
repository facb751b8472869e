import { createContext, startTransition, use, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory } from 'react-router-dom';

/**
 * The history a StoreRouter follows: the browser's in the app, a memory one in the web tests
 * (react-router's own, which both share this interface).
 */
export type StoreHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

const PendingPath = createContext<string | null>(null);

/** The path a navigation is on its way to while the next page's code loads; null when none is. */
export const usePendingPath = () => use(PendingPath);

/**
 * react-router's BrowserRouter, with what the data router did and declarative mode does not
 * (decision 058): a navigation shows the next page once its code is here (`prepare` fetches the
 * chunks of the page at a path), so the page on screen stays meanwhile, and `usePendingPath`
 * tells the owner's layout to show a spinner. The switch itself is a transition, as in
 * BrowserRouter. A newer navigation wins over one still preparing.
 */
export function StoreRouter({
  history,
  prepare,
  children,
}: {
  history: StoreHistory;
  prepare: (pathname: string) => Promise<unknown> | undefined;
  children: ReactNode;
}) {
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [asked, setAsked] = useState(history.location);
  const latest = useRef(0);
  useLayoutEffect(
    () =>
      history.listen((update) => {
        const turn = ++latest.current;
        const show = () => {
          if (turn !== latest.current) return;
          startTransition(() => {
            setAsked(update.location);
            setShown(update);
          });
        };
        const preparing = prepare(update.location.pathname);
        if (!preparing) return show();
        // The spinner's cue, at once; the page once its code is here. A failed chunk fails again
        // as the page renders, inside its error boundary.
        setAsked(update.location);
        void preparing.catch(() => undefined).then(show);
      }),
    [history, prepare],
  );
  const pendingPath = asked.pathname !== shown.location.pathname ? asked.pathname : null;
  return (
    <PendingPath value={pendingPath}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </PendingPath>
  );
}
