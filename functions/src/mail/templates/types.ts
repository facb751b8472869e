/** What every template needs besides its data: settings, never read from a request. */
export interface MailSettings {
  /** The shop's name (SHOP_NAME), in subjects and signatures. */
  shopName: string;
  /** The public origin (SITE_ORIGIN) every link in an e-mail starts with. */
  siteOrigin: string;
  /** Customer care, from the store settings: every e-mail's footer says how to reach the shop. */
  support?: { email: string; phone: string };
}

/** A rendered e-mail: both parts, always, and any extra headers. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
