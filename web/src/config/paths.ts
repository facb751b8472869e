/** Every route path in one place, so links and the router cannot drift apart. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  cart: '/cart',
  checkout: '/checkout',
  book: (id: string) => `/books/${encodeURIComponent(id)}`,
  orders: '/orders',
  userDashboard: '/user-dashboard',
  search: (q: string) => `/search?q=${encodeURIComponent(q)}`,
  info: (slug: string) => `/info/${slug}`,
  admin: '/admin',
} as const;
