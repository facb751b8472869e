/**
 * The settings page's address; config/paths.ts holds the other owner pages'.
 */
export const STORE_SETTINGS_PATH = '/dashboard/settings';
