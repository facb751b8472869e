import { paths } from '@bookstore/domain/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * A book in one of the overview's lists (low stock, most wanted): its title, a link to edit it
 * (a full target on a phone), and a figure beside it.
 */
export function BookEditRow({ bookId, title, children }: { bookId: string; title: string; children: ReactNode }) {
  return (
    <li className="flex justify-between gap-4 py-2">
      <Link to={paths.dashboard.editBook(bookId)} className="owner-tap font-medium text-blue-700 hover:underline">
        {title}
      </Link>
      {children}
    </li>
  );
}
