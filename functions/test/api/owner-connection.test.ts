import { afterEach, describe, expect, it } from 'vitest';
import { trustedProxyHops } from '../../src/config';
import { fromAddress } from '../../../tests/support/client-address';
import { call } from '../../../tests/support/http';
import { useSeededStore } from '../../../tests/support/seeded-store';

// TRUSTED_PROXY_HOPS is a deploy-time param: the store reads it on every request, so a deploy
// that counts another chain moves which entry is the client, and a mistaken value is refused.

const store = useSeededStore({ per: 'suite' });
const configured = process.env.TRUSTED_PROXY_HOPS;

afterEach(() => {
  if (configured === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = configured;
});

const connection = async () =>
  call('GET', '/admin/connection', {
    token: await store.ownerToken(),
    headers: fromAddress('203.0.113.7', ['6.6.6.6']),
  });

describe('the proxy hop count', () => {
  it('is 3 when the deploy names none, and the owner’s own address is counted', async () => {
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(trustedProxyHops()).toBe(3);
    expect((await connection()).body).toMatchObject({ address: '203.0.113.7', trustedProxyHops: 3 });
  });

  it('follows the param: with 2 hops the entry Hosting’s edge wrote is counted, with 4 the one the caller wrote', async () => {
    process.env.TRUSTED_PROXY_HOPS = '2';
    expect((await connection()).body).toMatchObject({ address: '199.36.158.100', trustedProxyHops: 2 });
    process.env.TRUSTED_PROXY_HOPS = '4';
    expect((await connection()).body).toMatchObject({ address: '6.6.6.6', trustedProxyHops: 4 });
  });

  it.each(['0', '11', 'three', '2.5', '-1'])('refuses %j as a deploy mistake, naming the param', (value) => {
    process.env.TRUSTED_PROXY_HOPS = value;
    expect(() => trustedProxyHops()).toThrow(`TRUSTED_PROXY_HOPS must be a whole number from 1 to 10, not "${value}".`);
  });
});
