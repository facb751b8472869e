/**
 * The settings page's address. It belongs in config/paths.ts with the other owner pages; kept
 * here while this branch may change only the owner's code (see the branch's report).
 */
export const STORE_SETTINGS_PATH = '/dashboard/settings';
