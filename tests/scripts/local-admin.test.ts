import { describe, expect, it } from 'vitest';
import { adminCreateCredentials, describeLogin, localAdminCredentials } from '../../scripts/lib/local-admin';

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

describe('adminCreateCredentials', () => {
  const shell = { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'bookstore-admin' };

  it('on the emulator, takes ADMIN_USERNAME and ADMIN_PASSWORD where no flag is given', () => {
    expect(adminCreateCredentials({}, shell)).toEqual({ username: 'admin', password: 'bookstore-admin', ignored: [] });
    expect(adminCreateCredentials({ password: 'from the flag!' }, shell).password).toBe('from the flag!');
  });

  it('for a real project, never takes the shell’s password: the flag, or none (one is generated)', () => {
    expect(adminCreateCredentials({ project: 'my-shop', username: 'owner' }, shell)).toEqual({
      username: 'owner',
      password: undefined,
      ignored: ['ADMIN_USERNAME', 'ADMIN_PASSWORD'],
    });
    expect(
      adminCreateCredentials({ project: 'my-shop', username: 'owner', password: 'a real one, long' }, shell),
    ).toEqual({
      username: 'owner',
      password: 'a real one, long',
      ignored: ['ADMIN_USERNAME', 'ADMIN_PASSWORD'],
    });
    expect(adminCreateCredentials({ project: 'my-shop' }, {})).toEqual({
      username: undefined,
      password: undefined,
      ignored: [],
    });
  });
});
