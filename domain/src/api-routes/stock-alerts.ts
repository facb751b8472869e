// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { StockAlertSet, StockAlertToken, StockAlertUnsubscribed } from '../index';

/** POST /api/stock-alerts/confirm (anyone): Start an alert with its confirmation link’s token */
export const confirmStockAlert: ApiRoute<StockAlertToken, StockAlertSet> = {
  method: 'POST',
  path: '/api/stock-alerts/confirm',
};
/** GET /api/stock-alerts/unsubscribe (anyone): The cancel link of a back-in-stock e-mail */
export const openStockAlertCancelLink: ApiRoute<undefined, void> = { path: '/api/stock-alerts/unsubscribe' };
/** POST /api/stock-alerts/unsubscribe (anyone): Cancel an alert, from the page or by one click */
export const cancelStockAlert: ApiRoute<StockAlertToken, StockAlertUnsubscribed> = {
  method: 'POST',
  path: '/api/stock-alerts/unsubscribe',
};
