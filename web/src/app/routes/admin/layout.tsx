// The owner's area's layout route: the session check, the sidebar and the header search, and the
// home-screen app's manifest in the head while the owner is here (issue 44 §3).
import { AdminLayout } from '@web/features/admin/components/admin-layout';
import { useOwnerAppLinks } from '@web/features/admin/owner-app-links';

export function Component() {
  useOwnerAppLinks();
  return <AdminLayout />;
}
