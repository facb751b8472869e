import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError, apiFetch, type RequestOptions } from '../../../lib/api-client';
import { clearSession, currentToken } from '../session';

export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please sign in again.');
  }
}

/**
 * Calls an owner-only route with the saved token. An expired session, a 401 or a 403 ends
 * the session and returns the owner to /admin; any other failure is logged and rethrown.
 */
export function useAdminRequest() {
  const navigate = useNavigate();
  return useCallback(
    async <T>(path: string, options: Omit<RequestOptions, 'token'> = {}): Promise<T> => {
      const token = currentToken();
      if (!token) {
        void navigate(paths.admin, { replace: true });
        throw new SessionEndedError();
      }
      try {
        return await apiFetch<T>(path, { ...options, token });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          clearSession();
          void navigate(paths.admin, { replace: true });
          throw new SessionEndedError();
        }
        // A request the query cache cancelled (the owner moved on, e.g. changed the status
        // filter) is not a failure.
        if (!options.signal?.aborted) console.error(`Admin request ${options.method ?? 'GET'} ${path} failed`, error);
        throw error;
      }
    },
    [navigate],
  );
}
