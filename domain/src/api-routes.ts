// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import { route } from './api-route';
import type {
  AdminLogin,
  AdminLoginResult,
  Book,
  BookPage,
  HomeCatalog,
  NewsFileItem,
  NewsItem,
  NewsletterConfirmResult,
  NewsletterSubscribe,
  NewsletterSubscribeResult,
  NewsletterToken,
  NewsletterUnsubscribeResult,
  Order,
  OrderRequest,
} from './index';

/** POST /api/auth/admin (anyone): Owner sign-in */
export const signInOwner = /* @__PURE__ */ route<AdminLogin, AdminLoginResult>('POST', '/api/auth/admin');
/** GET /api/books (anyone): Every book, newest first, a thousand at a time */
export const listBooks = /* @__PURE__ */ route<undefined, Book[]>('GET', '/api/books');
/** GET /api/books/{id} (anyone): One book */
export const getBook = /* @__PURE__ */ route<undefined, Book, 'id'>('GET', '/api/books/{id}');
/** GET /api/catalog/books (anyone): The books named (a cart’s), in that order; unknown ids are left out */
export const getBooksByIds = /* @__PURE__ */ route<undefined, Book[]>('GET', '/api/catalog/books');
/** GET /api/catalog/home (anyone): What the home page shows: new releases, Top Sellers’ first page, Recommended */
export const getHomeCatalog = /* @__PURE__ */ route<undefined, HomeCatalog>('GET', '/api/catalog/home');
/** GET /api/catalog/search (anyone): Title, author or ISBN (hyphens ignored) over the whole catalog, newest first, a page at a time */
export const searchCatalog = /* @__PURE__ */ route<undefined, BookPage>('GET', '/api/catalog/search');
/** GET /api/catalog/top-sellers (anyone): Books ranked by copies sold (ties: newest first), optionally one genre, a page at a time */
export const listTopSellers = /* @__PURE__ */ route<undefined, BookPage>('GET', '/api/catalog/top-sellers');
/** GET /api/covers/{id} (anyone): An uploaded cover image */
export const getCover = /* @__PURE__ */ route<undefined, Blob, 'id'>('GET', '/api/covers/{id}');
/** GET /api/news (anyone): The news items of the home page carousel */
export const listNews = /* @__PURE__ */ route<undefined, NewsItem[]>('GET', '/api/news');
/** POST /api/newsletter/confirm (anyone): Confirm a subscription with the link’s token */
export const confirmNewsletter = /* @__PURE__ */ route<NewsletterToken, NewsletterConfirmResult>(
  'POST',
  '/api/newsletter/confirm',
);
/** POST /api/newsletter/subscribe (anyone): Ask for the newsletter (double opt-in) */
export const subscribeToNewsletter = /* @__PURE__ */ route<NewsletterSubscribe, NewsletterSubscribeResult>(
  'POST',
  '/api/newsletter/subscribe',
);
/** GET /api/newsletter/unsubscribe (anyone): The unsubscribe link of every newsletter e-mail */
export const openUnsubscribeLink = /* @__PURE__ */ route<undefined, void>('GET', '/api/newsletter/unsubscribe');
/** POST /api/newsletter/unsubscribe (anyone): Unsubscribe, from the page or by one click */
export const unsubscribeFromNewsletter = /* @__PURE__ */ route<NewsletterToken, NewsletterUnsubscribeResult>(
  'POST',
  '/api/newsletter/unsubscribe',
);
/** GET /api/openapi.json (anyone): This document */
export const getOpenApiDocument = /* @__PURE__ */ route<undefined, unknown>('GET', '/api/openapi.json');
/** POST /api/orders/create-order (verified customer): Place an order (cash on delivery) */
export const placeOrder = /* @__PURE__ */ route<OrderRequest, Order>('POST', '/api/orders/create-order');
/** GET /api/orders/email/{email} (verified customer): The signed-in customer’s orders, newest first */
export const listMyOrders = /* @__PURE__ */ route<undefined, Order[], 'email'>('GET', '/api/orders/email/{email}');
/** POST /api/visits (anyone): The storefront’s page-load beacon */
export const countVisit = /* @__PURE__ */ route<undefined, void>('POST', '/api/visits');
/** GET /news.json (anyone): The news items as the static news file of the original client */
export const getNewsFile = /* @__PURE__ */ route<undefined, NewsFileItem[]>('GET', '/news.json');
/** GET /sitemap-{file}.xml (anyone): One file of the sitemap index, when the site has more than 45,000 URLs */
export const getSitemapFile = /* @__PURE__ */ route<undefined, Blob, 'file'>('GET', '/sitemap-{file}.xml');
/** GET /sitemap.xml (anyone): The sitemap: the home page and every book page */
export const getSitemap = /* @__PURE__ */ route<undefined, Blob>('GET', '/sitemap.xml');
