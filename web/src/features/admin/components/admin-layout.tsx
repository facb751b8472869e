import { ownerPaths, paths } from '@bookstore/domain/site-paths';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { RouteBoundary } from '@web/components/route-boundary';
import { usePendingPath } from '@web/lib/store-router';
import { useAdminStats } from '../statistics/api/admin-stats';
import { signOutOwner } from '../api/sign-out';
import { currentToken, ownerName } from '../api/session';
import { useWide } from '../hooks/use-media-query';
import { Spinner } from './spinner';
import './owner-phone.css';

const NAV = [
  { to: paths.dashboard.home, label: 'Dashboard', end: true },
  { to: paths.dashboard.addBook, label: 'Add Book', end: false },
  { to: paths.dashboard.manageBooks(), label: 'Manage Books', end: false },
  { to: paths.dashboard.orders, label: 'Orders', end: false },
  { to: ownerPaths.coupons, label: 'Coupons', end: false },
  { to: ownerPaths.settings, label: 'Settings', end: false },
];

/** Checks the session on every navigation and once a minute while a page stays open. */
function useSessionToken(): string | null {
  // Each navigation and each minute's tick renders again, and every render reads the session
  // afresh (a cheap local-storage read; reading also ends a stale session).
  useLocation();
  const [, setMinute] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinute((count) => count + 1), 60_000);
    return () => clearInterval(timer);
  }, []);
  return currentToken();
}

const MANAGE_BOOKS = paths.dashboard.manageBooks();

/**
 * The header's search box: it shows the `q` of the address, so navigating elsewhere (or Back)
 * shows that page's search, not old text. Typing on Manage Books refines the search in place
 * (replace); typing anywhere else opens Manage Books as a new history entry, so Back returns.
 */
function useHeaderSearch() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const pendingPath = usePendingPath();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [shownQ, setShownQ] = useState(q);
  // The address moved on: show its search, unless the box already says it (keeps a typed trailing space).
  if (shownQ !== q) {
    setShownQ(q);
    if (text.trim() !== q) setText(q);
  }
  const search = (value: string) => {
    const next = value.trim();
    // On the list, or on the way there while its code loads: the address is the list's already,
    // so each letter replaces it, and one Back leaves the search.
    const onList = pathname === MANAGE_BOOKS || pendingPath === MANAGE_BOOKS;
    if (!onList && !next) return;
    void navigate(paths.dashboard.manageBooks(next), { replace: onList });
  };
  return {
    text,
    onChange: (value: string) => {
      setText(value);
      search(value);
    },
    onSubmit: () => search(text),
  };
}

/** The links to the admin pages: the sidebar's, and on a phone the same in a bar above the page. */
function AdminNav({ listClassName }: { listClassName: string }) {
  return (
    <nav aria-label="Admin">
      <ul className={listClassName}>
        {NAV.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                `owner-tap block rounded px-3 py-2 ${isActive ? 'bg-white text-gray-900' : 'hover:bg-gray-700'}`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The phone's bar under the header: the owner's name (the header has no room for it) and a Menu
 * button that opens the admin links, so the page's own work is the first thing on the screen.
 * The menu closes when a link is followed.
 */
function PhoneMenu() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpen(false);
  }
  return (
    <div className="bg-gray-800 text-gray-200" data-testid="admin-phone-bar">
      <div className="flex items-center justify-between gap-2 px-4">
        <p className="text-sm">
          <span className="font-semibold text-white">{ownerName()}</span> · BookStore owner
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="admin-phone-menu"
          onClick={() => setOpen((shown) => !shown)}
          className="rounded px-3 font-medium text-white hover:bg-gray-700"
        >
          Menu
        </button>
      </div>
      <div id="admin-phone-menu" hidden={!open}>
        <AdminNav listClassName="flex flex-col gap-1 px-3 pb-3" />
      </div>
    </div>
  );
}

export function AdminLayout() {
  const token = useSessionToken();
  // Every admin page asks the API once (cached): a forged or revoked token gets its 401 here,
  // which ends the session, even on pages that otherwise call only public routes.
  useAdminStats(Boolean(token));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const search = useHeaderSearch();
  // Another page's code is on its way: a spinner instead of the old page, which would look stuck.
  // A new search on the same page keeps the page (and its paging) as it is.
  const switchingPage = usePendingPath() !== null;
  const wide = useWide();
  if (!token) return <Navigate to={paths.admin} replace />;

  const logout = () => {
    // The session ends here at once; the server is told without holding up the owner.
    void signOutOwner();
    void navigate(paths.home, { replace: true });
  };

  return (
    <div className="flex min-h-screen bg-gray-100" data-testid="admin-layout" data-owner-area="">
      <aside className="hidden w-56 shrink-0 bg-gray-800 text-gray-200 sm:block">
        <Link to={paths.home} className="flex h-20 items-center justify-center bg-blue-800 font-semibold text-white">
          Book Store
        </Link>
        <AdminNav listClassName="flex flex-col gap-1 p-3" />
      </aside>
      {/* min-w-0: without it this flex item grows to its widest table, and the page scrolls sideways on a phone. */}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex h-20 items-center gap-4 bg-white px-4 sm:px-8">
          <form
            role="search"
            className="w-full max-w-md"
            onSubmit={(event) => {
              event.preventDefault();
              search.onSubmit();
            }}
          >
            <label htmlFor="admin-search" className="sr-only">
              Search books
            </label>
            <input
              id="admin-search"
              name="q"
              type="search"
              value={search.text}
              placeholder="Search..."
              onChange={(event) => search.onChange(event.target.value)}
              className="w-full rounded-md bg-gray-100 px-3 py-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            />
          </form>
          <div className="ml-auto flex shrink-0 items-center gap-4">
            <div className="hidden text-right sm:block">
              <p className="font-semibold">{ownerName()}</p>
              <p className="text-sm text-gray-600">BookStore owner</p>
            </div>
            <button
              type="button"
              aria-label="Notifications"
              className="rounded-full p-2 text-gray-600 hover:bg-gray-100"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-6 w-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10 21a2 2 0 0 0 4 0" />
              </svg>
            </button>
            <button
              type="button"
              onClick={logout}
              className="rounded-md px-3 py-2 font-medium text-gray-700 hover:bg-gray-100"
            >
              Log out
            </button>
          </div>
        </header>
        {!wide && <PhoneMenu />}
        <main className="flex-1 p-4 sm:p-8">
          {/* On a phone the menu has these two; the page's own work comes first there. */}
          {wide && (
            <div className="mb-6 flex flex-wrap gap-3">
              <Link
                to={MANAGE_BOOKS}
                className="rounded-md border border-blue-700 px-4 py-2 font-medium text-blue-800 hover:bg-blue-50"
              >
                Manage Books
              </Link>
              <Link
                to={paths.dashboard.addBook}
                className="rounded-md bg-blue-700 px-4 py-2 font-medium text-white hover:bg-blue-800"
              >
                Add New Book
              </Link>
            </div>
          )}
          <RouteBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner />}>{switchingPage ? <Spinner /> : <Outlet />}</Suspense>
          </RouteBoundary>
        </main>
      </div>
    </div>
  );
}
