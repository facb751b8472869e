import { paths } from '@bookstore/domain/site-paths';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, type CurrentUser } from '@web/lib/auth-context';

const DEFAULT_AVATAR = '/avatar.svg';

const ENTRIES = [
  { label: 'Dashboard', to: paths.userDashboard },
  { label: 'Orders', to: paths.orders },
  { label: 'Cart Page', to: paths.cart },
  { label: 'Check Out', to: paths.checkout },
];

/** The avatar and its menu. Closes on a choice, on log out, on Escape and on an outside click. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const { logout } = useAuth();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="relative" ref={container}>
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        className="block rounded-full focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        <img
          src={user.photoURL || DEFAULT_AVATAR}
          alt={`Account menu for ${user.displayName || user.email || 'you'}`}
          width={32}
          height={32}
          referrerPolicy="no-referrer"
          onError={(event) => {
            if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
          }}
          className="h-8 w-8 rounded-full object-cover ring-2 ring-blue-600"
        />
      </button>
      {open && (
        <ul
          id="user-menu"
          className="absolute right-0 z-40 mt-2 w-48 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/10"
        >
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} onClick={() => setOpen(false)} className="block px-4 py-2 text-sm hover:bg-gray-100">
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={async () => {
                setOpen(false);
                await logout();
              }}
              className="block w-full px-4 py-2 text-left text-sm hover:bg-gray-100"
            >
              Log Out
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
