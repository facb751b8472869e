import { describe, expect, it } from 'vitest';
import { signAdminToken, verifyAdminToken } from '../src/auth/admin-token';

// The token rules themselves, in process; the API-level refusals are in tampering.test.ts.
describe('owner token key', () => {
  const strong = 'k'.repeat(32);

  it('refuses to sign or verify with a secret shorter than 32 bytes', () => {
    expect(() => signAdminToken('owner', 'k'.repeat(31))).toThrow(/at least 32 bytes/);
    expect(() => verifyAdminToken(signAdminToken('owner', strong), 'k'.repeat(31))).toThrow(/at least 32 bytes/);
  });

  it('accepts its own HS256 token with a 32-byte secret, and no other key', () => {
    const token = signAdminToken('owner', strong);
    expect(verifyAdminToken(token, strong)).toEqual({ sub: 'owner', role: 'admin' });
    expect(verifyAdminToken(token, 'j'.repeat(32))).toBeNull();
  });

  it('stops accepting a token once it is past its hour, allowing 30 s of clock skew', () => {
    const issuedAt = Date.now();
    const token = signAdminToken('owner', strong);
    expect(verifyAdminToken(token, strong, issuedAt + 3600_000 + 20_000)).not.toBeNull();
    expect(verifyAdminToken(token, strong, issuedAt + 3600_000 + 40_000)).toBeNull();
  });
});
