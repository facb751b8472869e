import {
  DEFAULT_STORE_SETTINGS,
  SHOP_SETUP_ITEMS,
  SHOP_SETUP_LABELS,
  publicStoreSettings,
  type AdminLoginResult,
  type DeliveryQuote,
  type PublicStoreSettings,
  type AdminStats,
  type Book,
  type BookDetail,
  type BookRating,
  type OwnerReviewList,
  type ReviewPage,
  type BookInput,
  type BookPage,
  type SearchPage,
  type CustomerAccount,
  type HomeCatalog,
  type Order,
} from '@bookstore/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactNode } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigationType,
  type Location,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';
import { AppRoutes, preloadPage } from '@web/app/router';
import { StoreRouter } from '@web/lib/store-router';
import { AuthProvider } from '@web/features/auth/auth-provider';
import { AuthContext, type AuthState, type CurrentUser } from '@web/lib/auth-context';
import { CART_STORAGE_KEY, CartProvider } from '@web/features/cart/cart-provider';
import { createQueryClient } from '@web/lib/query-client';
import { checkMockedAnswer } from './support/mock-contract';

/** GET /api/books/{id}/reviews for a book nobody has reviewed (the book page asks once its section nears the screen). */
export const NO_REVIEWS: ReviewPage = { average: null, count: 0, reviews: [], nextCursor: null };

/** GET /api/books/{id}'s answer: the book with its rating (none reviewed unless given). */
export function bookDetail(book: Book, rating: BookRating = { average: null, count: 0 }): BookDetail {
  return { ...book, rating };
}

export function makeBook(id: string, overrides: Partial<Book> = {}): Book {
  return {
    _id: id,
    ISBN: `978-93-0000-${id}`,
    title: `Book ${id}`,
    author: `Author ${id}`,
    description: 'A description that is certainly longer than sixty characters so it gets cut.',
    category: 'fiction',
    trending: false,
    coverImage: `/covers/${id}.svg`,
    oldPrice: 200,
    newPrice: 150,
    stock: 10,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** One page of a catalog answer (GET /api/catalog/search, /top-sellers): `books` with their total, page 1 of 12 unless told. */
export function bookPage(books: Book[], overrides: Partial<BookPage> = {}): BookPage {
  return { books, total: books.length, page: 1, pageSize: 12, ...overrides };
}

/** GET /api/catalog/search's answer: a page of `books` and the closest titles (none unless told). */
export function searchPage(books: Book[], overrides: Partial<SearchPage> = {}): SearchPage {
  return { ...bookPage(books), didYouMean: [], ...overrides };
}

/** GET /api/catalog/home, from the lists it names (empty where not given). */
export function homeCatalog(
  lists: { newReleases?: Book[]; topSellers?: BookPage; recommended?: Book[] } = {},
): HomeCatalog {
  return { newReleases: [], topSellers: bookPage([]), recommended: [], ...lists };
}

/** The query string of a mocked call's URL. */
export const queryOf = (url: string) => new URL(url, 'http://shop.test').searchParams;

/** A paged catalog endpoint over `books`, in their order: the page its URL's `?page=` asks for, 12 to a page. */
export const pagedBooksApi = (books: Book[]) => (url: string) => {
  const page = Number(queryOf(url).get('page'));
  return bookPage(books.slice((page - 1) * 12, page * 12), { total: books.length, page });
};

/** GET /api/catalog/search over `books`, paged as pagedBooksApi pages them. */
export const pagedSearchApi = (books: Book[]) => (url: string) => searchPage([], pagedBooksApi(books)(url));

export function makeOrder(id: string, overrides: Partial<Order> = {}): Order {
  return {
    _id: id,
    name: `Customer ${id}`,
    email: `${id}@example.com`,
    phone: '+91 98765 43210',
    address: { street: '12 MG Road', city: 'Pune', country: 'India', state: 'Maharashtra', zipcode: '411001' },
    products: [{ productId: 'a', title: 'Alpha', quantity: 2, price: 150 }],
    productIds: ['a'],
    paymentMethod: 'cod',
    subtotal: 300,
    shippingCharge: 0,
    codFee: 0,
    totalPrice: 300,
    status: 'pending',
    history: [{ status: 'pending', at: '2026-03-01T10:00:00.000Z', by: 'customer' }],
    createdAt: '2026-03-01T10:00:00.000Z',
    refundOwed: 0,
    refunds: [],
    refundOutstanding: 0,
    ...overrides,
  };
}

/** A JSON answer with `status` (mockApi answers a plain value as a 200; create routes answer 201). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The JSON body of a mocked call, parsed. */
export function sentBody(call: { init?: RequestInit }): any {
  const body = call.init?.body;
  if (typeof body !== 'string') throw new Error(`Expected a JSON string body, got ${typeof body}`);
  return JSON.parse(body);
}

/**
 * `book` as the API answers it after a create or an edit (POST /api/books/create-book, PUT
 * /api/books/edit/:id) with the BookInput the call sent: its fields written, `expectedStock` only
 * read (it is not a field of the book), and a new updatedAt.
 */
export function bookAfterWrite(book: Book, init?: RequestInit): Book {
  const { expectedStock: _readOnly, ...fields } = sentBody({ init }) as BookInput;
  return { ...book, ...fields, updatedAt: '2026-01-02T00:00:00.000Z' };
}

/** GET /api/admin: the owner's figures, all zero and empty unless told. */
export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalBooks: 0,
    totalSales: 0,
    totalOrders: 0,
    trendingBooks: [],
    lowStockBooks: [],
    monthlySales: [],
    ordersLeft: 0,
    visitsLastDay: 0,
    customersByAverageOrder: [],
    salesByGenre: [],
    salesCharges: { shipping: 0, codFees: 0 },
    queue: {
      paymentsToCheck: 0,
      ordersToShip: 0,
      cashPending: { count: 0, amount: 0 },
      refundsToMake: { count: 0, amount: 0, oldestOwedAt: null, overdue: 0 },
      latePayments: 0,
      returnRequests: 0,
      complaints: { open: 0, lateThisMonth: 0, tickets: [] },
    },
    // A shop already set up: the checklist shows nothing.
    shopSetup: SHOP_SETUP_ITEMS.map((item) => ({ item, label: SHOP_SETUP_LABELS[item], done: true })),
    remittancesThisMonth: { month: '2026-03', couriers: [] },
    ...overrides,
  };
}

/** GET /api/admin/customers: an active, verified customer with no open orders or RTOs, COD offered, unless told. */
export function customerAccount(overrides: Partial<CustomerAccount> = {}): CustomerAccount {
  return {
    email: 'customer@example.com',
    hasAccount: true,
    blocked: false,
    emailVerified: true,
    openOrders: 0,
    rtoCount: 0,
    codAllowed: true,
    codOffered: true,
    related: [],
    ...overrides,
  };
}

/**
 * What the owner's overview reads besides the owner's own page: the figures (GET /api/admin,
 * read again after every change that moves them) and the newsletter card's count (GET
 * /api/admin/newsletter). Spread into a test's handlers; mockApi takes the longest prefix that
 * matches, so the order does not matter. An order's page also looks its customer up (their RTO
 * count): unless the test mocks '/api/admin/customers' itself, that is `customerAccount()`.
 */
export function ownerOverviewApi(stats: AdminStats = adminStats(), subscribers = 0): Record<string, Responder> {
  return {
    '/api/admin/newsletter': () => ({ subscribers }),
    '/api/admin/stock-alerts': () => ({ waitingByBook: [], reorder: [] }),
    '/api/admin': (url) =>
      url.startsWith('/api/admin/customers?')
        ? customerAccount({ email: queryOf(url).get('email') ?? undefined })
        : stats,
  };
}

/** Where POST /api/admin/covers says a stored cover is served: content-addressed (SHA-256). */
export const COVER_URL = `/api/covers/${'ab12'.repeat(16)}`;

/** An owner token; the page never reads or verifies it, the API does. */
export const OWNER_TOKEN = `h.${btoa(JSON.stringify({ sub: 'owner', role: 'admin' }))}.s`;

/** What the owner's session keeps from a login answer (POST /api/auth/admin). */
export const OWNER_LOGIN = { token: OWNER_TOKEN, user: { username: 'owner', role: 'admin' } } as const;

/** A device credential as POST /api/auth/admin answers one; the page keeps it and never reads it. */
export const OWNER_DEVICE = 'device-1';

/** POST /api/auth/admin's answer for `username` with `token` (and this browser's device credential). */
export function ownerLoginAnswer(token = OWNER_TOKEN, username = 'owner', device = OWNER_DEVICE): AdminLoginResult {
  return { message: 'Signed in.', token, user: { username, role: 'admin' }, device };
}

/** Types each value into the field with that label, in order. */
export async function typeInto(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label), value);
}

/** GET /api/store: the shop's public details, with a UPI ID unless told otherwise. */
export function storeDetails(overrides: Partial<PublicStoreSettings> = {}): PublicStoreSettings {
  return {
    ...publicStoreSettings(DEFAULT_STORE_SETTINGS),
    shopName: 'Pustak Ghar',
    legalName: 'Pustak Ghar Books LLP',
    address: '12 MG Road\nPune 411001',
    supportEmail: 'care@pustak.example',
    supportPhone: '+91 20 4000 1234',
    grievanceOfficer: { name: 'Asha Rao', email: 'grievance@pustak.example', phone: '+91 20 4000 9999' },
    gstin: '27AAPFU0939F1ZV',
    upi: { vpa: 'pustak@okbank', payeeName: 'Pustak Ghar', expiryHours: 24, merchant: false, merchantCode: '' },
    ...overrides,
  };
}

/** GET /api/shipping/quote: free shipping, COD offered with no fee, unless told. */
export function deliveryQuote(overrides: Partial<DeliveryQuote> = {}): DeliveryQuote {
  return { deliverable: true, shippingCharge: 0, codAvailable: true, codFee: 0, total: 0, ...overrides };
}

/**
 * What the checkout reads besides the books: the shop's details and a quote, by default one
 * whose total is the subtotal asked for (so the original totals stand). Spread into a test's handlers.
 */
export function checkoutApi(
  quote: (query: URLSearchParams) => DeliveryQuote = (query) => deliveryQuote({ total: Number(query.get('subtotal')) }),
  store: PublicStoreSettings = storeDetails(),
): Record<string, Responder> {
  return { '/api/store': () => store, '/api/shipping/quote': (url) => quote(queryOf(url)) };
}

/** A cart of two lines (Alpha × 3 at ₹19.99, Beta × 1 at ₹0.10: ₹60.07), as the checkout tests expect. */
export function fillCheckoutCart() {
  localStorage.setItem(
    CART_STORAGE_KEY,
    JSON.stringify([
      { _id: 'a', title: 'Alpha', coverImage: '/a.svg', newPrice: 19.99, quantity: 3 },
      { _id: 'b', title: 'Beta', coverImage: '/b.svg', newPrice: 0.1, quantity: 1 },
    ]),
  );
}

/**
 * Types a valid phone and address into the open checkout form (the name and e-mail come from the
 * user), and waits for the quote of its PIN code: Place an Order waits for it too.
 */
export async function fillCheckoutForm(user: UserEvent) {
  await typeInto(user, {
    'Phone Number': '+91 98765 43210',
    'Address / Street': '12 MG Road',
    City: 'Pune',
    'Country / region': 'India',
    'State / province': 'Maharashtra',
    Zipcode: '411001',
  });
  await screen.findByTestId('breakdown-total');
}

type Responder = (url: string, init?: RequestInit) => unknown;

/** A promise the test settles when it chooses: an answer held back to look at the page meanwhile. */
export function held<T = void>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * A stand-in server's searches: for each query as the page sends it, the ids of the books the
 * server finds, in the order it ranks them. The server's own engine (stems, typos, ranking) is
 * proven by the server's tests; a web test names the answer it wants the page to handle instead
 * of imitating that engine, and a query not in the table finds nothing.
 */
export type SearchAnswers = Readonly<Record<string, readonly string[]>>;

/** The books of `catalog` that `answers` lists for `q`, in the answer's order. */
export function booksFound(catalog: readonly Book[], answers: SearchAnswers, q: string): Book[] {
  return (answers[q] ?? []).flatMap((id) => catalog.filter((book) => book._id === id));
}

/**
 * GET /api/admin/books as the contract has it: a BookPage of `catalog()` (already newest first),
 * or with `q` the books `answers` lists for it, at `page`, `limit` (default 20) a page.
 */
export function adminBooksApi(catalog: () => Book[], answers: SearchAnswers = {}): Responder {
  return (url): BookPage => {
    const query = new URL(url, 'http://shop.test').searchParams;
    const q = query.get('q') ?? '';
    const found = q === '' ? catalog() : booksFound(catalog(), answers, q);
    const page = Number(query.get('page') ?? 1);
    const pageSize = Number(query.get('limit') ?? 20);
    return { books: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageSize };
  };
}

/**
 * The owner's book page asks for the book's reviews below its form: none, unless the test mocks
 * them itself (a handler for '/api/admin/books/b1' would otherwise answer them with the book).
 */
function ownersReviewsDefault(url: string, key: string | undefined): OwnerReviewList | undefined {
  if (!/^\/api\/admin\/books\/[^/?]+\/reviews(\?|$)/.test(url) || key?.endsWith('/reviews')) return undefined;
  return { average: null, count: 0, reviews: [] };
}

/**
 * Answers /api calls from a table of handlers keyed by URL prefix, the longest prefix that
 * matches winning (a handler may answer with a promise); anything else is a test failure.
 */
export function mockApi(handlers: Record<string, Responder>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  // Longest first: '/api/admin/orders' answers its own calls whatever the order it was given in.
  const patterns = Object.keys(handlers).sort((a, b) => b.length - a.length);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    calls.push({ url, init });
    const key = patterns.find((pattern) => url.startsWith(pattern));
    const ownersReviews = ownersReviewsDefault(url, key);
    if (!key && !ownersReviews) return new Response(JSON.stringify({ message: `unmocked ${url}` }), { status: 404 });
    const result = ownersReviews ?? (await handlers[key!]!(url, init));
    const response =
      result instanceof Response
        ? result
        : new Response(JSON.stringify(result), { status: 200, headers: { 'content-type': 'application/json' } });
    // A mock answers for the API: what it answers must be an answer the API may give.
    await checkMockedAnswer(init?.method ?? 'GET', url, response);
    return response;
  });
  return calls;
}

export const SIGNED_IN: CurrentUser = {
  uid: 'u1',
  email: 'reader@example.com',
  displayName: 'Reader One',
  photoURL: null,
  emailVerified: true,
};

/** Renders the app's real routes (or `routes`) at `path` with a stand-in auth state ('unknown' = not yet known). */
export function renderApp(path: string, user: CurrentUser | null | 'unknown' = null, routes?: RouteObject[]) {
  const auth: AuthState = {
    user: user === 'unknown' ? undefined : user,
    getIdToken: () => Promise.resolve('test-id-token'),
    recheckEmailVerified: () => Promise.resolve(user !== null && user !== 'unknown' && user.emailVerified),
    logout: vi.fn(() => Promise.resolve()),
  };
  const view = renderRoutes(path, routes, (app) => <AuthContext.Provider value={auth}>{app}</AuthContext.Provider>);
  return { ...view, auth };
}

/**
 * Renders the storefront with the real AuthProvider: for tests that stand in for the Firebase
 * SDK itself (vi.mock of 'firebase/auth' and lib/firebase-auth) rather than for the auth state.
 */
export function renderAppWithAuthProvider(path: string) {
  return renderRoutes(path, undefined, (app) => <AuthProvider>{app}</AuthProvider>);
}

/**
 * What the tests read of the router, as react-router's data router answered it before decision
 * 058: `state` is what the screen shows (it moves once the next page has rendered, not while its
 * code loads), `navigate` goes where a link or Back would.
 */
export interface TestRouter {
  readonly state: { location: Location; historyAction: NavigationType };
  navigate: (to: string | number, options?: { replace?: boolean; state?: unknown }) => Promise<void>;
}

function renderRoutes(path: string, routes: RouteObject[] | undefined, withAuth: (app: ReactNode) => ReactNode) {
  // The app's own cache settings, with retries off so a failing answer shows at once.
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  let shown = { location: history.location, historyAction: history.action };
  function ShownLocation() {
    const location = useLocation();
    const historyAction = useNavigationType();
    useLayoutEffect(() => {
      shown = { location, historyAction };
    }, [location, historyAction]);
    return null;
  }
  const router: TestRouter = {
    get state() {
      return shown;
    },
    navigate: (to, options = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      return Promise.resolve();
    },
  };
  const view = render(
    <QueryClientProvider client={queryClient}>
      {withAuth(
        <CartProvider>
          <StoreRouter history={history} prepare={(pathname) => preloadPage(pathname, routes)}>
            <ShownLocation />
            <AppRoutes routes={routes} />
          </StoreRouter>
          <ToastContainer />
        </CartProvider>,
      )}
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
