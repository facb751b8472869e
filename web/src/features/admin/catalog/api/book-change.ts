import { useMutation } from '@tanstack/react-query';
import { useAdminRequest, type AdminRequest } from '@web/features/admin/api/admin-request';
import { useInvalidateBooks } from '@web/features/admin/api/admin-keys';

/** A change to the catalog (create, update, delete) as a mutation: when it succeeds, every book list is refetched. */
export function useBookChange<Input, Answer>(send: (request: AdminRequest, input: Input) => Promise<Answer>) {
  const request = useAdminRequest();
  const invalidate = useInvalidateBooks();
  return useMutation({ mutationFn: (input: Input) => send(request, input), onSuccess: invalidate });
}
