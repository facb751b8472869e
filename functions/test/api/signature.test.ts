import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API, createCustomer, db } from '../../../tests/support/emulators';
import { call, fetchChecked } from '../../../tests/support/http';
import { orderFor } from '../../../tests/support/orders';
import { pdfImages, pdfText, requirePoppler } from '../../../tests/support/pdf-reading';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { saveShopDetails } from '../../../tests/support/shop-details';

// Decision 044: the owner's signature on the bills, uploaded as a cover is and
// checked by its bytes; a refused file changes nothing, and a bill keeps the signature it was
// issued with.

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'signature');
const PNG = readFileSync(join(FIXTURES, 'signature.png'));
const JPEG = readFileSync(join(FIXTURES, 'signature.jpg'));
const NO_SIGNATURE = 'This is a computer-generated document; no signature is required.';
// Odd text in the legal name the signatory block repeats.
const LEGAL_NAME = "Pustak Ghar $& $' <script> =cmd गोदान";

const store = useSeededStore();
let token: string;

beforeAll(() => requirePoppler());
beforeEach(async () => {
  token = await store.ownerToken();
  await saveShopDetails(token, { legalName: LEGAL_NAME });
});

const upload = (contentType: string, bytes: Buffer) =>
  call('PUT', '/admin/settings/signature', { token, body: { contentType, data: bytes.toString('base64') } });
/** A COD order shipped, and its bill's PDF. */
async function shippedBill(): Promise<Uint8Array> {
  const customer = await createCustomer();
  const placed = await call('POST', '/orders/create-order', { token: customer.idToken, body: orderFor(customer) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const id = placed.body._id as string;
  for (const body of [
    { status: 'confirmed' },
    { status: 'shipped', courier: 'delhivery', awb: `AWB${id.slice(0, 6)}` },
  ])
    expect((await call('PATCH', `/admin/orders/${id}/status`, { token, body })).status).toBe(200);
  const response = await fetchChecked(`${API}/admin/orders/${id}/bill`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}
const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, ' ');
const stored = async () => ({
  current: (await db.collection('store').doc('signature').get()).data(),
  images: (await db.collection('signatures').get()).size,
});

describe('the signature on the bills', () => {
  it('without one, a bill says no signature is required and carries no image', async () => {
    const pdf = await shippedBill();
    expect(flat(pdf)).toContain(NO_SIGNATURE);
    expect(flat(pdf)).not.toContain('Authorised Signatory');
    expect(pdfImages(pdf)).toEqual([]);
    expect((await call('GET', '/admin/settings', { token })).body.signature).toBeNull();
  });

  it('a PNG uploaded ends the next bills with “For <legal name>”, the image and “Authorised Signatory”', async () => {
    const saved = await upload('image/png', PNG);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.signature).toMatchObject({ contentType: 'image/png', width: 300, height: 100, size: PNG.length });
    expect(saved.body.signature.image).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    // Not inside the settings: saving them never carries the image.
    const settings = await call('GET', '/admin/settings', { token });
    expect(settings.body.signature).toEqual(saved.body.signature);
    expect(JSON.stringify((await db.collection('store').doc('settings').get()).data())).not.toContain('base64');

    const pdf = await shippedBill();
    const text = flat(pdf);
    expect(text).toContain("For Pustak Ghar $& $' <script> =cmd");
    expect(text).toContain('Authorised Signatory');
    expect(text).not.toContain(NO_SIGNATURE);
    const images = pdfImages(pdf);
    // The image, and the alpha channel pdfkit writes as its soft mask.
    expect(images.filter((image) => image.type === 'image')).toEqual([{ type: 'image', width: 300, height: 100 }]);
  });

  it('a JPEG is taken too; removing it leaves the bill issued with it as it was', async () => {
    expect((await upload('image/jpeg', JPEG)).status).toBe(200);
    const signed = await shippedBill();
    expect(pdfImages(signed)).toEqual([{ type: 'image', width: 300, height: 100 }]);

    const removed = await call('DELETE', '/admin/settings/signature', { token });
    expect(removed.status).toBe(200);
    expect(removed.body.signature).toBeNull();
    const unsigned = await shippedBill();
    expect(flat(unsigned)).toContain(NO_SIGNATURE);
    expect(pdfImages(unsigned)).toEqual([]);
    // The first bill, drawn again now: still signed.
    const orders = (await db.collection('bills').where('signatureId', '!=', '').get()).docs;
    expect(orders).toHaveLength(1);
    const again = await fetchChecked(`${API}/admin/orders/${orders[0]!.data().orderId}/bill`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(flat(new Uint8Array(await again.arrayBuffer()))).toContain('Authorised Signatory');
  });

  const TOO_BIG = Buffer.concat([PNG, Buffer.alloc(200 * 1024 - PNG.length + 1)]);
  const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([44, 1, 100, 0]), Buffer.alloc(40)]);
  const TINY_PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  );
  const refusals: Array<[string, string, Buffer | string, number, RegExp]> = [
    ['a file over 200 KB', 'image/png', TOO_BIG, 400, /too large: at most 200 KB/],
    ['a GIF', 'image/gif', GIF, 400, /^Choose a PNG or JPEG image of the signature\.$/],
    ['a GIF called a PNG', 'image/png', GIF, 400, /^The file is not a PNG image/],
    [
      'text renamed .png',
      'image/png',
      Buffer.from('<script>alert(1)</script> =cmd $& गोदान \uFFFD'),
      400,
      /not a PNG image/,
    ],
    ['a PNG called a JPEG', 'image/jpeg', PNG, 400, /not a JPEG image/],
    ['a 1 × 1 pixel PNG', 'image/png', TINY_PNG, 400, /1 × 1 pixels: each side must be 20 to 4000 pixels/],
    ['a PNG cut short', 'image/png', PNG.subarray(0, 40), 400, /could not be read/],
    ['data that is not base64', 'image/png', '<script>', 400, /not valid base64/],
  ];
  for (const [what, contentType, file, status, message] of refusals) {
    it(`refuses ${what} with a clear message, and changes nothing`, async () => {
      expect((await upload('image/png', PNG)).status).toBe(200);
      const before = await stored();
      const data = typeof file === 'string' ? file : file.toString('base64');
      const refused = await call('PUT', '/admin/settings/signature', { token, body: { contentType, data } });
      expect(refused.status, JSON.stringify(refused.body)).toBe(status);
      expect(refused.body.message).toMatch(message);
      expect(await stored()).toEqual(before);
    });
  }

  it('is the owner’s alone: a signed-out or customer call is refused', async () => {
    const customer = await createCustomer();
    const body = { contentType: 'image/png', data: PNG.toString('base64') };
    expect((await call('PUT', '/admin/settings/signature', { body })).status).toBe(401);
    expect([401, 403]).toContain(
      (await call('PUT', '/admin/settings/signature', { token: customer.idToken, body })).status,
    );
    expect((await call('DELETE', '/admin/settings/signature', {})).status).toBe(401);
    expect((await stored()).current).toBeUndefined();
  });
});
