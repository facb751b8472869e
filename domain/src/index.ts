// The domain, by subject; each folder's index says what it holds.
export * from './shared';
export * from './catalog';
export * from './orders';
export * from './money';
export * from './paper';
export * from './customers';
export * from './store';
export * from './complaints';
export * from './reviews';
export * from './coupons';
export * from './stock-alerts';
