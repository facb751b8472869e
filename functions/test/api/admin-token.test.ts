import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signAdminToken, verifyAdminToken } from '../../src/auth/admin-token';

// The token rules themselves, in process; the API-level refusals are in tampering.test.ts.
describe('owner token key', () => {
  const strong = 'k'.repeat(32);

  it('refuses to sign or verify with a secret shorter than 32 bytes', () => {
    expect(() => signAdminToken('owner', 1, 'k'.repeat(31))).toThrow(/at least 32 bytes/);
    expect(() => verifyAdminToken(signAdminToken('owner', 1, strong), 'k'.repeat(31))).toThrow(/at least 32 bytes/);
  });

  it('accepts its own HS256 token with a 32-byte secret, and no other key', () => {
    const token = signAdminToken('owner', 1, strong);
    expect(verifyAdminToken(token, strong)).toEqual({ sub: 'owner', role: 'admin', version: 1 });
    expect(verifyAdminToken(token, 'j'.repeat(32))).toBeNull();
  });

  it('refuses a token without a whole-number version claim', () => {
    const unversioned = jwt.sign({ role: 'admin' }, strong, { algorithm: 'HS256', subject: 'owner', expiresIn: 600 });
    const fractional = jwt.sign({ role: 'admin', ver: 1.5 }, strong, {
      algorithm: 'HS256',
      subject: 'owner',
      expiresIn: 600,
    });
    expect(verifyAdminToken(unversioned, strong)).toBeNull();
    expect(verifyAdminToken(fractional, strong)).toBeNull();
  });

  it('stops accepting a token once it is past its hour, allowing 30 s of clock skew', () => {
    const issuedAt = Date.now();
    const token = signAdminToken('owner', 1, strong);
    expect(verifyAdminToken(token, strong, issuedAt + 3600_000 + 20_000)).not.toBeNull();
    expect(verifyAdminToken(token, strong, issuedAt + 3600_000 + 40_000)).toBeNull();
  });
});
