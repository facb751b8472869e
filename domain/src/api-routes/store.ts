// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { DeliveryQuote, PublicStoreSettings, ShippingQuoteQuery } from '../index';

/** GET /api/owner-app.webmanifest (anyone): The web app manifest of the owner’s area: the shop’s name, icons, start URL and scope */
export const getOwnerAppManifest: ApiRoute<undefined, Blob> = { path: '/api/owner-app.webmanifest' };
/** GET /api/shipping/quote (anyone): What a parcel to a PIN code costs, and whether cash on delivery is offered */
export const getShippingQuote: ApiRoute<undefined, DeliveryQuote, never, ShippingQuoteQuery> = {
  path: '/api/shipping/quote',
};
/** GET /api/store (anyone): The shop’s public details: names, contacts, grievance officer, GSTIN, UPI payee, shipping and COD rules */
export const getStore: ApiRoute<undefined, PublicStoreSettings> = { path: '/api/store' };
