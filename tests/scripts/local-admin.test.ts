import { describe, expect, it } from 'vitest';
import { describeLogin, localAdminCredentials } from '../../scripts/lib/local-admin';

describe('localAdminCredentials', () => {
  it('without variables is the documented default, and start prints its password', () => {
    const admin = localAdminCredentials({});
    expect(admin).toEqual({ username: 'admin', password: 'bookstore-admin', fromEnv: false, passwordFromEnv: false });
    expect(describeLogin(admin)).toBe('username "admin", password "bookstore-admin"');
  });

  it('takes both variables, and start does not print the chosen password', () => {
    const admin = localAdminCredentials({ ADMIN_USERNAME: 'shop', ADMIN_PASSWORD: 'a-long-secret-pw' });
    expect(admin).toEqual({ username: 'shop', password: 'a-long-secret-pw', fromEnv: true, passwordFromEnv: true });
    expect(describeLogin(admin)).toBe('username "shop", password from ADMIN_PASSWORD');
    expect(describeLogin(admin)).not.toContain('a-long-secret-pw');
  });

  it('with ADMIN_USERNAME only, uses the default password and prints it', () => {
    const admin = localAdminCredentials({ ADMIN_USERNAME: ' shop ' });
    expect(admin).toEqual({ username: 'shop', password: 'bookstore-admin', fromEnv: true, passwordFromEnv: false });
    expect(describeLogin(admin)).toBe('username "shop", password "bookstore-admin"');
  });
});
