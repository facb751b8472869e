/**
 * The pages the storefront's first load links to or navigates to. In a module of their own: a
 * bundler puts a module in one chunk, so what only lazy pages link to (link-paths.ts) stays out
 * of the first load.
 */

/** The shopper's pages and the owner's main ones. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  cart: '/cart',
  checkout: '/checkout',
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  orders: '/orders',
  userDashboard: '/user-dashboard',
  /** The results page itself, for the header's search form to submit to without JavaScript. */
  searchPage: '/search',
  /** The results for `q`; page 1 has no `page`, so it is one URL however it is reached. */
  search: (q: string, page = 1) => `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`,
  /** A genre's page (its slug: genreSlug); page 1 has no `page`, like the search's. */
  genre: (slug: string, page = 1) => `/genres/${encodeURIComponent(slug)}${page > 1 ? `?page=${page}` : ''}`,
  info: (slug: string) => `/info/${encodeURIComponent(slug)}`,
  contact: '/contact',
  /** The owner's login. */
  admin: '/admin',
  /** The owner's area. */
  dashboard: {
    home: '/dashboard',
    addBook: '/dashboard/add-new-book',
    /** Manage Books, searched by `q` when there is one, at `page` (1-based) past the first. */
    manageBooks: (q = '', page = 1) => {
      const query = [q && `q=${encodeURIComponent(q)}`, page > 1 && `page=${page}`].filter(Boolean).join('&');
      return `/dashboard/manage-books${query && `?${query}`}`;
    },
    /** Manage Books → Import CSV. */
    importBooks: '/dashboard/import-books',
    editBook: (id: string) => `/dashboard/edit-book/${encodeURIComponent(id)}`,
    orders: '/dashboard/orders',
    order: (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`,
  },
} as const;
