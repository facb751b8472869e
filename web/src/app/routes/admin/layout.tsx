// The owner's area's layout route: the session check, the sidebar and the header search.
export { AdminLayout as Component } from '@web/features/admin/components/admin-layout';
