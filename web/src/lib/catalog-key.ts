/**
 * Every catalog answer a shopper's screen caches sits under this key: the home page, a genre's
 * top sellers, searches, the cart's books and each book page. An order or an owner's change
 * moves stock and prices anywhere in it, so one invalidation of the root refreshes them all.
 */
export const CATALOG_KEY = ['catalog'] as const;
