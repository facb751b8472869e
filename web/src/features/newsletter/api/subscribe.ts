import type { NewsletterSubscribeResponse } from '@bookstore/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The footer box: sends the confirmation link, or says the address is subscribed already. */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<NewsletterSubscribeResponse>('/newsletter/subscribe', { method: 'POST', body: { email } }),
  });
}
