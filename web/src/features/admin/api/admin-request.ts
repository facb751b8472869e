import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiRoute } from '@bookstore/domain';
import { paths } from '@bookstore/domain/site-paths';
import { ApiError, call, type CallOptions } from '@web/lib/api-client';
import { apiDownload, type DownloadedFile } from '@web/lib/download';
import { clearSession, currentToken } from './session';

export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please sign in again.');
  }
}

type Navigate = ReturnType<typeof useNavigate>;

/**
 * Runs `send` with the saved owner token. An expired session, a 401 or a 403 ends the session
 * and returns the owner to /admin; any other failure is logged and rethrown.
 */
async function withOwnerToken<T>(
  navigate: Navigate,
  what: string,
  signal: AbortSignal | undefined,
  send: (token: string) => Promise<T>,
): Promise<T> {
  const token = currentToken();
  if (!token) {
    void navigate(paths.admin, { replace: true });
    throw new SessionEndedError();
  }
  try {
    return await send(token);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearSession();
      void navigate(paths.admin, { replace: true });
      throw new SessionEndedError();
    }
    // A request the query cache cancelled (the owner moved on, e.g. changed the status
    // filter) is not a failure.
    if (!signal?.aborted) console.error(`Admin request ${what} failed`, error);
    throw error;
  }
}

/** Calls an owner-only route with the saved token; what each room's queryOptions take. */
export type AdminRequest = <Body, Answer, Param extends string, Q = never>(
  route: ApiRoute<Body, Answer, Param, Q>,
  options: Omit<CallOptions<Body, Param, Q>, 'token'>,
) => Promise<Answer>;

/** Calls an owner-only route with the saved token (see withOwnerToken). */
export function useAdminRequest(): AdminRequest {
  const navigate = useNavigate();
  return useCallback(
    <Body, Answer, Param extends string, Q = never>(
      route: ApiRoute<Body, Answer, Param, Q>,
      options: Omit<CallOptions<Body, Param, Q>, 'token'>,
    ): Promise<Answer> =>
      withOwnerToken(navigate, `${route.method ?? 'GET'} ${route.path}`, options.signal, (token) =>
        call(route, { ...options, token } as CallOptions<Body, Param, Q>),
      ),
    [navigate],
  );
}

/**
 * A file from an owner-only route (a CSV, say; its address from `callUrl`), with the name the
 * server gave it: a GET, or a POST of `body` as JSON.
 */
export function useAdminDownload() {
  const navigate = useNavigate();
  return useCallback(
    (url: string, body?: object): Promise<DownloadedFile> =>
      withOwnerToken(navigate, `${body ? 'POST' : 'GET'} ${url}`, undefined, (token) => apiDownload(url, token, body)),
    [navigate],
  );
}
