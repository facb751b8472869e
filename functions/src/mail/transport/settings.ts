import { ownerEmailParam, shopNameParam, siteOrigin } from '../../config';
import type { MailSettings } from '../templates/types';

const DEFAULT_SHOP_NAME = 'Book Store';

/**
 * The settings every template gets. Read from the params at send time, never from a request:
 * links start with SITE_ORIGIN, not with whatever Host a client sent.
 */
export function mailSettings(): MailSettings {
  // A param's default applies where the platform resolves params; scripts and tests read env.
  return { shopName: shopNameParam.value() || DEFAULT_SHOP_NAME, siteOrigin: siteOrigin() };
}

/** OWNER_EMAIL: where owner alerts go when no owner account gave an address of its own. */
export function ownerEmailSetting(): string {
  return ownerEmailParam.value().trim().toLowerCase();
}
