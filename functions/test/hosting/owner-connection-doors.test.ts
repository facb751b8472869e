import { describe, expect, it } from 'vitest';
import { fromAddress } from '../../../tests/support/client-address';
import { API_DOORS, fetchChecked } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// The owner's check of the deploy's proxy hop count: the address the store counts the owner's
// request under, and the chain it read it from, at both doors. Production's proxies append
// three entries (tests/support/client-address.ts writes them); whatever the caller wrote before them
// is shown in the chain but never counted.

const store = useSeededStore({ per: 'suite' });

async function connection(base: string, headers: Record<string, string>) {
  const response = await fetchChecked(`${base}/admin/connection`, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

describe.each(API_DOORS)('through %s', (_door, base) => {
  it('answers the owner’s own address, the whole chain as it arrived, and the hop count', async () => {
    const token = await store.ownerToken();
    const headers = { authorization: `Bearer ${token}`, ...fromAddress('203.0.113.7', ['6.6.6.6', '<script>']) };
    const { status, body } = await connection(base, headers);
    expect(status).toBe(200);
    expect(body.address).toBe('203.0.113.7');
    expect(body.trustedProxyHops).toBe(3);
    expect(body.forwardedFor).toEqual(['6.6.6.6', '<script>', '203.0.113.7', '199.36.158.100', '35.191.0.1']);
    // The Functions emulator hands the function a local socket, which has no peer address.
    expect(body.peer).toBeNull();
  });

  it('is the owner’s only: no token, no chain of addresses', async () => {
    const { status, body } = await connection(base, fromAddress('203.0.113.7'));
    expect(status).toBe(401);
    expect(body).not.toHaveProperty('forwardedFor');
  });
});
