// Written by `npm run api:generate`; do not edit (see ../api-route.ts).
export * from './auth';
export * from './catalog';
export * from './complaints';
export * from './meta';
export * from './newsletter';
export * from './orders';
export * from './owner';
export * from './policies';
export * from './reviews';
export * from './stock-alerts';
export * from './store';
