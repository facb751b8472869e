import { isEndpoint, type Endpoint } from '../http/endpoint';
import * as adminCatalogImport from './admin-catalog-import';
import * as adminComplaints from './admin-complaints';
import * as adminCustomers from './admin-customers';
import * as adminExports from './admin-exports';
import * as adminMail from './admin-mail';
import * as adminNewsletter from './admin-newsletter';
import * as adminRefunds from './admin-refunds';
import * as adminRemittances from './admin-remittances';
import * as admin from './admin';
import * as auth from './auth';
import * as bills from './bills';
import * as books from './books';
import * as catalog from './catalog';
import * as complaints from './complaints';
import * as covers from './covers';
import * as newsletter from './newsletter';
import * as news from './news';
import * as orders from './orders';
import * as ownerApp from './owner-app';
import * as returnRequests from './return-requests';
import * as reviews from './reviews';
import * as adminReviews from './admin-reviews';
import * as adminCoupons from './admin-coupons';
import * as sitemap from './sitemap';
import * as stockAlerts from './stock-alerts';
import * as store from './store';
import * as visits from './visits';

/**
 * Every endpoint of the route modules: each module's exported declarations. A new endpoint in
 * one of these files is served, documented and listed without being named anywhere else
 * (api-document.ts adds the document's own).
 */
export const endpoints: Endpoint[] = [
  books,
  catalog,
  news,
  covers,
  orders,
  store,
  auth,
  newsletter,
  visits,
  admin,
  adminExports,
  bills,
  adminCatalogImport,
  adminCustomers,
  adminMail,
  adminNewsletter,
  adminRemittances,
  adminRefunds,
  returnRequests,
  complaints,
  adminComplaints,
  reviews,
  adminReviews,
  adminCoupons,
  sitemap,
  stockAlerts,
  ownerApp,
].flatMap((module) => Object.values(module).filter(isEndpoint));
