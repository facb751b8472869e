import { useParams } from 'react-router-dom';
import { ComplaintsPage } from '@web/features/admin/complaints/components/complaints-page';

/** /dashboard/complaints and /dashboard/complaints/:number: one lazy chunk for both. */
export function Component() {
  const { number } = useParams();
  return <ComplaintsPage number={number} />;
}
