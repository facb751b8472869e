import type { MailKind, MailState } from './mail';
import type { CourierId } from './couriers';
import type { PaymentMethod } from './payment-methods';
import type { BillReference } from './bill-of-supply';
import type { OrderStatus, ReturnReason } from './order-status';
import type { StoreSettings } from './schemas/store-settings';

/** A book as the API returns it. Dates are ISO strings, prices rupees. */
export interface Book {
  _id: string;
  ISBN: string;
  title: string;
  /** Missing when the book was created without one (the specification's body); shown as shownAuthor() says. */
  author?: string;
  description: string;
  /** A CategoryId (categories.ts) for every book the store writes; older records may hold another label. */
  category: string;
  trending: boolean;
  coverImage: string;
  oldPrice: number;
  newPrice: number;
  /** Copies on hand; 0 means out of stock. Orders take from it, cancels put back. */
  stock: number;
  createdAt: string;
  updatedAt: string;
}

export interface Address {
  street: string;
  city: string;
  country: string;
  state: string;
  zipcode: string;
  landmark?: string;
}

export interface OrderLine {
  productId: string;
  quantity: number;
  title: string;
  price: number;
}

/**
 * One change of an order's status: what, when (ISO) and who: the customer's e-mail for the order
 * itself; for the owner's changes, their username in the owner's views and STORE_ACTOR everywhere else.
 */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  by: string;
  /** What else changed with it: the courier and AWB, a UTR, a return's reason, a remittance. */
  note?: string;
}

/** The parcel's courier and consignment number, and the courier's tracking page for it. */
export interface Shipment {
  courier: CourierId;
  awb: string;
  trackingUrl: string;
}

/** A UPI payment the shopper reported: the UTR their app showed, and when. */
export interface UpiPaymentReport {
  utr: string;
  submittedAt: string;
}

/** Cash the courier collected on delivery and paid over to the shop. */
export interface CodRemittance {
  amount: number;
  /** The courier's remittance date, YYYY-MM-DD. */
  date: string;
  reference: string;
  recordedAt: string;
}

export interface Order {
  _id: string;
  name: string;
  email: string;
  phone: string;
  address: Address;
  products: OrderLine[];
  productIds: string[];
  /**
   * The number a person reads out (#1042), sequential, from issue 30 on; older orders have
   * none and are named by their id.
   */
  number?: number;
  /**
   * True when `phone` is the number the account proved with a one-time code (issue 37): the
   * server took it from the ID token. Absent: the phone is what the checkout form was given.
   */
  phoneVerified?: boolean;
  paymentMethod: PaymentMethod;
  /** The books; with the shipping charge and the COD fee it makes the total. Rupees. */
  subtotal: number;
  shippingCharge: number;
  codFee: number;
  totalPrice: number;
  status: OrderStatus;
  /** Oldest first; the first entry is the order's creation (pending or awaiting-payment). */
  history: OrderHistoryEntry[];
  createdAt: string;
  /** UPI: when an unpaid order is cancelled. */
  paymentDueAt?: string;
  payment?: UpiPaymentReport;
  shipment?: Shipment;
  returnReason?: ReturnReason;
  /** COD, delivered: true until the courier's remittance is recorded. */
  cashPending?: boolean;
  remittance?: CodRemittance;
  /** The bill of supply, once issued (shipped, or paid by UPI): GET …/orders/{id}/bill. */
  bill?: BillReference;
  /** The credit note, once a billed order is cancelled or returned: GET …/orders/{id}/credit-note. */
  creditNote?: BillReference;
}

/** GET /api/admin/orders: one page, newest first; pass `nextCursor` back for the next. */
/** POST /api/books/create-book, PUT /api/books/edit/:id, DELETE /api/books/:id. */
export interface BookWriteResult {
  message: string;
  book: Book;
}

/** PATCH /api/admin/orders/:id/status. */
export interface OrderStatusChangeResult {
  message: string;
  order: Order;
}

/** POST /api/admin/covers: where the stored cover is served. */
export interface CoverLocation {
  url: string;
}

export interface AdminOrdersPage {
  orders: Order[];
  nextCursor: string | null;
}

/** GET /api/admin/customers: one customer as the owner's tools see them. */
export interface CustomerAccount {
  email: string;
  /** False for an e-mail that has orders but no sign-in account (deleted since). */
  hasAccount: boolean;
  /** Disabled by the owner: every request with their tokens is refused. */
  blocked: boolean;
  emailVerified: boolean;
  /** Their orders still waiting to ship (pending or confirmed). */
  openOrders: number;
  /** Their parcels that came back refused or undeliverable (returns recorded as RTO). */
  rtoCount: number;
  /** False when the owner switched cash on delivery off for them. */
  codAllowed: boolean;
  /** Whether they may order cash on delivery now: the owner's switch and the shop's RTO rule. */
  codOffered: boolean;
  /**
   * Other accounts that ordered under the same mailbox (x.y+a@gmail.com is xy@gmail.com) or a
   * delivery phone this customer used: the order limits count them as one person (issue 28).
   */
  related: RelatedAccount[];
}

export interface RelatedAccount {
  email: string;
  /** What it shares with the customer looked up. */
  shares: Array<'mailbox' | 'phone'>;
}

/** POST /api/admin/customers/cancel-open-orders. */
export interface CancelOpenOrdersResult {
  message: string;
  cancelled: Order[];
  /** Orders that moved on before their cancel (shipped meanwhile, say), left as they are. */
  skipped: Array<{ _id: string; message: string }>;
  /** The accounts the order limits count as the same person (as CustomerAccount.related). */
  related: RelatedAccount[];
}

/** POST /api/admin/customers/block and /unblock. */
export interface CustomerBlockResult {
  message: string;
  customer: CustomerAccount;
}

/**
 * GET /api/admin/orders/:id/mail: one e-mail about the order, as the owner's order page shows
 * it (no bodies). Times are ISO strings.
 */
export interface OrderMail {
  _id: string;
  kind: MailKind;
  /** For an 'order-status' e-mail, the status it announces; null for any other. */
  orderStatus: OrderStatus | null;
  to: string[];
  subject: string;
  state: MailState;
  /** Tries since it was queued or last resent. */
  attempts: number;
  /** The SMTP failure of the last try, while it is failing (RETRY, ERROR). */
  error: string | null;
  createdAt: string;
  /** When the last try ended: the time it was sent, once SUCCESS; null before any try ended. */
  endedAt: string | null;
  /** When a RETRY is tried again; null in every other state. */
  nextAttemptAt: string | null;
}

/** POST /api/admin/mail/:id/resend: what the new try did, and the e-mail's state after it. */
export interface ResendMailResult {
  message: string;
  mail: OrderMail;
}

export interface NewsItem {
  _id: string;
  title: string;
  description: string;
  image: string;
}

/** One item of GET /news.json, the specification's static news file: a NewsItem without its id. */
export type NewsFileItem = Omit<NewsItem, '_id'>;

export interface MonthlySales {
  _id: string; // "YYYY-MM"
  totalSales: number;
  totalOrders: number;
}

export interface AdminStats {
  totalBooks: number;
  /** Every standing order's total, charges included. */
  totalSales: number;
  /** Of totalSales: the shipping charges and COD fees collected (issue 30). */
  salesCharges: { shipping: number; codFees: number };
  totalOrders: number;
  trendingBooks: Array<{ _id: string; title: string }>;
  /** Books with stock at or below LOW_STOCK_THRESHOLD, fewest first. */
  lowStockBooks: Array<{ _id: string; title: string; stock: number }>;
  monthlySales: MonthlySales[];
  /** 'Orders left': open orders still to ship, pending or confirmed (OPEN_ORDER_STATUSES). */
  ordersLeft: number;
  /**
   * 'Website visits last day': storefront pages loaded (one beacon per page load, the owner's
   * area left out) in the current hour and the 23 before it, so never a visit older than 24 hours.
   */
  visitsLastDay: number;
  /** 'Users by average order': the customers whose standing orders average the most, highest first. */
  customersByAverageOrder: CustomerAverageOrder[];
  /** Copies sold per genre (the stored category id), most first; genres with none sold are left out. */
  salesByGenre: GenreSales[];
  /** The owner's daily queue (issue 30 §6): what waits on them today. */
  queue: DailyQueue;
}

/** Each count links to the orders list filtered the same way. */
export interface DailyQueue {
  /** UPI orders whose shoppers sent a UTR (payment-submitted). */
  paymentsToCheck: number;
  /** Confirmed orders, paid or cash on delivery, waiting to be shipped. */
  ordersToShip: number;
  /** Delivered cash-on-delivery orders whose cash the courier has not paid over yet; the sum in rupees. */
  cashPending: { count: number; amount: number };
}

/** One customer's average over their orders that still stand (not cancelled or returned). */
export interface CustomerAverageOrder {
  email: string;
  /** The name on their latest order. */
  name: string;
  /** In rupees. */
  averageOrder: number;
  /** How many orders the average is over. */
  orders: number;
}

export interface GenreSales {
  category: string;
  copies: number;
}

export interface AdminLoginResult {
  message: string;
  token: string;
  user: { username: string; role: 'admin' };
  /** This browser's device credential (decision 037), to send with its next sign-ins. */
  device: string;
}

/** POST /api/auth/admin/logout: the owner's tokens, this one and any other, no longer work. */
export interface AdminLogoutResult {
  message: string;
}

/** Every error the API sends. `errors` maps a field path ("address.city") to its message. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}

/** The serviceable PIN-code list as stored: its size (0: no list) and when it was uploaded. */
export interface ServiceablePinsSummary {
  count: number;
  uploadedAt: string | null;
}

/** GET /api/admin/settings. */
export interface AdminStoreSettings {
  settings: StoreSettings;
  serviceablePins: ServiceablePinsSummary;
}

/** PUT /api/admin/settings. */
export interface StoreSettingsSaved {
  message: string;
  settings: StoreSettings;
}

/** POST /api/admin/remittances/import: what the courier's file did, row by row. */
export interface RemittanceImportResult {
  remitted: Array<{ line: number; awb: string; orderId: string; order: string; amount: number }>;
  mismatches: Array<{ line: number; awb: string; problem: string; orderId?: string }>;
}
