import type { ComplaintStatus, ComplaintsRegisterQuery, OwnerComplaintStatus } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { useSavedDownload } from '@web/features/admin/api/save-file';
import { callUrl } from '@web/lib/api-client';
import { ADMIN_STATS } from '@web/features/admin/api/admin-keys';

/** Every list and ticket sits under this key, so one change refreshes them all (and the queue). */
const ADMIN_COMPLAINTS = ['admin', 'complaints'] as const;

export function useAdminComplaints(status: ComplaintStatus | undefined) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ADMIN_COMPLAINTS, 'list', status ?? 'all'],
    queryFn: ({ signal }) => request(routes.listAdminComplaints, { query: { status }, signal }),
  });
}

export function useAdminComplaint(number: string) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: [...ADMIN_COMPLAINTS, 'one', number],
    queryFn: ({ signal }) => request(routes.getAdminComplaint, { params: { number }, signal }),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_COMPLAINTS }),
      queryClient.invalidateQueries({ queryKey: ADMIN_STATS }),
    ]);
}

export function useReplyToComplaint(number: string) {
  const request = useAdminRequest();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (message: string) =>
      request(routes.addAdminComplaintMessage, { params: { number }, body: { message } }),
    onSuccess: refresh,
  });
}

export function useChangeComplaintStatus(number: string) {
  const request = useAdminRequest();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (status: OwnerComplaintStatus) =>
      request(routes.changeAdminComplaintStatus, { params: { number }, body: { status } }),
    onSuccess: refresh,
  });
}

/** The grievance register: the tickets opened in a range of days, as a CSV. */
export function useDownloadComplaintsRegister() {
  return useSavedDownload(({ from, to }: ComplaintsRegisterQuery) =>
    callUrl(routes.complaintsRegister, undefined, { from, to }),
  );
}
