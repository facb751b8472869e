import type { ComplaintLinkSent, ComplaintOpened, ComplaintRequest } from '@bookstore/domain';
import * as routes from '@bookstore/domain/api-routes';
import { complaintPath } from '@bookstore/domain/site-paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailLink } from '@web/components/email-link-page';
import { asCustomer } from '@web/lib/as-customer';
import { call } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth-context';

const complaintKey = (number: string) => ['complaints', number] as const;

/** The signed-in customer's ticket, its thread and status. */
export function useMyComplaint(number: string) {
  const auth = useAuth();
  return useQuery({
    queryKey: complaintKey(number),
    enabled: auth.user?.emailVerified === true,
    queryFn: ({ signal }) =>
      asCustomer(auth, (token) => call(routes.getMyComplaint, { params: { number }, token, signal })),
  });
}

export function useAddMyMessage(number: string) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      asCustomer(auth, (token) => call(routes.addMyComplaintMessage, { params: { number }, token, body: { message } })),
    onSuccess: (complaint) => queryClient.setQueryData(complaintKey(number), complaint),
  });
}

/**
 * Raises a complaint: with the ID token when the customer's e-mail is verified (a ticket at
 * once), else with the address typed, for which the API e-mails a confirmation link.
 */
export function useOpenComplaint() {
  const auth = useAuth();
  return useMutation({
    mutationFn: (request: ComplaintRequest): Promise<ComplaintOpened | ComplaintLinkSent> =>
      auth.user?.emailVerified
        ? asCustomer(auth, (token) => call(routes.openComplaint, { token, body: request }))
        : call(routes.openComplaint, { body: request }),
  });
}

/** The Contact page's confirmation link: its page opens the ticket and leads to it. */
export const COMPLAINT_CONFIRM_LINK: EmailLink<ComplaintOpened> = {
  title: 'Confirm your complaint',
  intro: 'Press the button to open your complaint with the shop.',
  button: 'Open my complaint',
  send: (token) => call(routes.confirmComplaint, { body: { token } }),
  next: (answer) => ({ to: complaintPath(answer.complaint.number), label: 'See it (sign in with this address)' }),
};
