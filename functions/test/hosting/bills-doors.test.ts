import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_BODY_LIMIT_BYTES } from '../../src/config';
import { adminToken } from '../../../tests/support/admin';
import { createCustomer, db, resetAndSeed } from '../../../tests/support/emulators';
import { orderFor } from '../../../tests/support/orders';
import { API_DOORS } from '../../../tests/support/http';

// Bills through both doors: Hosting's rewrite and the function's own URL. The refusal of a
// bill without the shop's legal name and address, and the signature upload's limits.

const PNG = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'signature', 'signature.png'));

let token: string;
beforeAll(async () => {
  await resetAndSeed();
  token = await adminToken();
});

const send = (base: string, method: string, path: string, body?: unknown, auth = token) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
const messageOf = async (response: Response) => ((await response.json()) as { message: string }).message;

describe.each(API_DOORS)('through %s', (_door, base) => {
  it('refuses to ship an order of a shop with no legal name or address, saying what to fill in', async () => {
    await db.collection('store').doc('settings').delete();
    const customer = await createCustomer();
    const placed = await send(base, 'POST', '/orders/create-order', orderFor(customer), customer.idToken);
    expect(placed.status).toBe(201);
    const { _id: id } = (await placed.json()) as { _id: string };
    expect((await send(base, 'PATCH', `/admin/orders/${id}/status`, { status: 'confirmed' })).status).toBe(200);
    const refused = await send(base, 'PATCH', `/admin/orders/${id}/status`, {
      status: 'shipped',
      courier: 'delhivery',
      awb: 'AWB12345',
    });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toMatch(/^Fill in the shop’s legal name and address in Settings first: /);
    expect((await db.collection('orders').doc(id).get()).data()!.status).toBe('confirmed');
  });

  it('takes a signature, and refuses one too large, one that is not an image, and a body over its limit', async () => {
    const path = '/admin/settings/signature';
    const taken = await send(base, 'PUT', path, { contentType: 'image/png', data: PNG.toString('base64') });
    expect(taken.status).toBe(200);
    const tooLarge = Buffer.concat([PNG, Buffer.alloc(200 * 1024)]).toString('base64');
    const refused = await send(base, 'PUT', path, { contentType: 'image/png', data: tooLarge });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe('The signature image is too large: at most 200 KB.');
    const text = await send(base, 'PUT', path, {
      contentType: 'image/png',
      data: Buffer.from('hello').toString('base64'),
    });
    expect(text.status).toBe(400);
    expect(await messageOf(text)).toMatch(/^The file is not a PNG image/);
    const overLimit = await send(
      base,
      'PUT',
      path,
      `{"contentType":"image/png","data":"${'A'.repeat(SIGNATURE_BODY_LIMIT_BYTES)}"}`,
    );
    expect(overLimit.status).toBe(413);
    expect((await send(base, 'DELETE', path, undefined, 'not-a-token')).status).toBe(401);
    expect((await db.collection('signatures').get()).size).toBe(1);
  });
});
