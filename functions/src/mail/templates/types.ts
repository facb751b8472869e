/** What every template needs besides its data: settings, never read from a request. */
export interface MailSettings {
  /** The shop's name (SHOP_NAME), in subjects and signatures. */
  shopName: string;
  /** The public origin (SITE_ORIGIN) every link in an e-mail starts with. */
  siteOrigin: string;
}

/** A rendered e-mail: both parts, always, and any extra headers. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}
