import { POLICY_TITLES, policyText, publicStoreSettings, type PolicyKind, type PolicyPage } from '@bookstore/domain';
import { readStoreSettings } from './store-settings';

/**
 * A policy page: the owner's text, or the default written from the settings as
 * they are now (a new return window shows on the page at once). Only the public settings go into
 * a default text.
 */
export async function readPolicyPage(kind: PolicyKind): Promise<PolicyPage> {
  const settings = await readStoreSettings();
  const { text, isDefault } = policyText(kind, { ...publicStoreSettings(settings), policies: settings.policies });
  return { kind, title: POLICY_TITLES[kind], text, isDefault };
}
