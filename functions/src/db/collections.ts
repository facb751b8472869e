import { billCollections } from './bills';
import { catalogCollections } from './catalog';
import { complaintCollections } from './complaints';
import { couponCollections } from './coupons';
import { counterCollections } from './counters';
import { mailCollections } from './mail';
import { newsletterCollections } from './newsletter';
import { settlementCollections } from './order-settlements';
import { orderCollections } from './orders';
import { ownerCollections } from './owners';
import { returnRequestCollections } from './return-requests';
import { reviewCollections } from './reviews';
import { stockAlertCollections } from './stock-alerts';
import { storeCollections } from './store';

/**
 * Every collection the store keeps, by the name call sites use (`collections.books()`). Each is
 * declared with its shape in its aggregate's module (catalog, orders, mail, newsletter, owners,
 * counters): the record types and the conversions to the API's shapes are imported from there.
 */
export const collections = {
  ...catalogCollections,
  ...orderCollections,
  ...settlementCollections,
  ...mailCollections,
  ...newsletterCollections,
  ...ownerCollections,
  ...counterCollections,
  ...storeCollections,
  ...billCollections,
  ...returnRequestCollections,
  ...complaintCollections,
  ...reviewCollections,
  ...couponCollections,
  ...stockAlertCollections,
};
