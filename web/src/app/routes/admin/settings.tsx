// /dashboard/settings: the shop's details and rules, and the serviceable PIN list.
export { SettingsPage as Component } from '@web/features/admin/settings/components/settings-page';
