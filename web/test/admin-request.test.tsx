import * as routes from '@bookstore/domain/api-routes';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useAdminRequest } from '@web/features/admin/api/admin-request';
import { saveSession } from '@web/features/admin/api/session';
import { OWNER_LOGIN } from './render-app';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;

describe('admin requests', () => {
  it('logs a failed request, but not one the query cache cancelled', async () => {
    saveSession(OWNER_LOGIN);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
      if (init?.signal?.aborted)
        return Promise.reject(new DOMException('signal is aborted without reason', 'AbortError'));
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'Broken.' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
      );
    });
    const { result } = renderHook(() => useAdminRequest(), { wrapper });

    const controller = new AbortController();
    controller.abort();
    await expect(result.current(routes.listAdminOrders, { signal: controller.signal })).rejects.toThrow();
    expect(logged).not.toHaveBeenCalled();

    await expect(result.current(routes.listAdminOrders, {})).rejects.toThrow();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('Admin request GET /api/admin/orders failed');
  });
});
