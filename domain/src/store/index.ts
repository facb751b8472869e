// The shop itself: its settings, the owner’s sign-in and figures, mail, the newsletter, the served pages.
export * from './admin-login';
export * from './mail';
export * from './newsletter-limits';
export * from './newsletter-subscribe';
export * from './newsletter-token';
export * from './store-clock';
export * from './admin-session';
export * from './local-emulators';
export * from './storefront-render';
export * from './store-settings';
export * from './shop-setup';
export * from './shop-setup-items';
export * from './signature';
export * from './owner-answers';
export * from './newsletter-answers';
export * from './store-answers';
