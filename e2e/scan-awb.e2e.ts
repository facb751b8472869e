import { execFileSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { Order } from '@bookstore/domain';
import { chromium, type Locator, type Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_BOOKS } from '../seed/catalog';
import { requirePoppler, savePdf } from '../tests/support/pdf-reading';
import { apiCall, useShopDetails } from './support/admin-api';
import { BASE, ownerLogin, useBrowser } from './support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';

// The owner reads the AWB off a printed label with the phone, through the scanner's
// photo button (headless Chromium has no camera and no BarcodeDetector, so ZXing's chunk reads).
const session = useBrowser({ width: 390 });
useShopDetails();
const PHONE = { width: 390, height: 844 };
const SHOTS = join(__dirname, '..', 'artifacts', 'scan-awb');
const book = SEED_BOOKS[31]!;
// Unique per run: an AWB names one consignment.
const run = Date.now().toString().slice(-7);
const AWB = { first: `DL${run}01`, rebooked: `DL${run}02` };

/** A cash-on-delivery order of a new shopper, placed and confirmed through the API. */
async function confirmedOrder(): Promise<Order> {
  const { createCustomer } = await import('../tests/support/emulators');
  const { orderFor } = await import('../tests/support/orders');
  const customer = await createCustomer();
  const body = orderFor(customer, { products: [{ productId: book.slug, quantity: 1 }], totalPrice: book.newPrice });
  const placed = await apiCall('POST', '/orders/create-order', body, customer.idToken);
  expect(placed.status).toBe(201);
  const order = (await placed.json()) as Order;
  expect((await apiCall('PATCH', `/admin/orders/${order._id}/status`, { status: 'confirmed' })).status).toBe(200);
  return order;
}

/**
 * The order's label as the store prints it (the paperwork's PDF, labels after the slip) at 150 dpi:
 * the sheet as a PNG, as a photo of it would be, or only the first label (105 × 74.25 mm) as a
 * JPEG, as a camera held over the sticker sees it.
 */
async function labelImage(order: Order, name: string, as: 'sheet' | 'sticker' = 'sheet'): Promise<string> {
  const response = await apiCall('POST', '/admin/orders/paperwork', { orderIds: [order._id] });
  expect(response.status).toBe(200);
  const pdf = savePdf(new Uint8Array(await response.arrayBuffer()));
  mkdirSync(SHOTS, { recursive: true });
  const base = join(SHOTS, name);
  const [format, crop] = as === 'sheet' ? ['-png', []] : ['-jpeg', ['-x', '0', '-y', '0', '-W', '620', '-H', '438']];
  execFileSync('pdftoppm', [format, '-r', '150', ...crop, '-f', '2', '-l', '2', '-singlefile', pdf, base]);
  if (as === 'sheet') return `${base}.png`;
  // Chromium's fake camera plays a file named .mjpeg (JPEG frames, here the one).
  renameSync(`${base}.jpg`, `${base}.mjpeg`);
  return `${base}.mjpeg`;
}

const readOrder = async (id: string) => (await (await apiCall('GET', `/admin/orders/${id}`)).json()) as Order;

/** Each control the owner taps is at least 44 × 44 px, and the form fits the phone's width. */
async function expectThumbSized(page: Page, form: Locator, targets: Locator[]) {
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    const name = (await target.textContent()) ?? '';
    expect(box.width, name).toBeGreaterThanOrEqual(44);
    expect(box.height, name).toBeGreaterThanOrEqual(44);
  }
  const formBox = (await form.boundingBox())!;
  expect(formBox.x + formBox.width).toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The owner on a phone, signed in. */
async function ownerOnPhone(): Promise<Page> {
  const context = await session.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await ownerLogin(page);
  return page;
}

/** Taps "Take a photo of the label" and gives the file chooser (the phone's camera app) the image. */
async function takePhoto(page: Page, scanner: Locator, png: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    scanner.getByRole('button', { name: 'Take a photo of the label' }).tap(),
  ]);
  expect(chooser.isMultiple()).toBe(false);
  await chooser.setFiles(png);
}

/** Opens the scanner in `form`, gives it the photo, and waits for the scanner to close or to say why not. */
async function scanPhoto(page: Page, form: Locator, png: string) {
  // Opening the scanner fetches the decoder's chunk, and nothing before did.
  await Promise.all([
    page.waitForRequest(/\/assets\/decode-code128-[\w-]+\.js$/),
    form.getByRole('button', { name: 'Scan AWB' }).tap(),
  ]);
  const scanner = form.getByRole('group', { name: 'Scan the AWB barcode' });
  // No camera here: the scanner says so, and the photo still works.
  await expect
    .poll(() => form.getByRole('status').first().textContent())
    .toMatch(/camera is not allowed|No camera could be opened/);
  await expectThumbSized(page, form, [
    scanner.getByRole('button', { name: 'Take a photo of the label' }),
    scanner.getByRole('button', { name: 'Cancel scan' }),
  ]);
  await page.screenshot({ path: join(SHOTS, 'scanner-open-390.png') });
  await takePhoto(page, scanner, png);
  await scanner.waitFor({ state: 'detached' });
}

describe('the AWB read from a printed label', () => {
  let shipped: Order;
  let shippedLabel = '';

  beforeAll(() => requirePoppler());

  it('a label the store printed for a shipped order, photographed, gives its AWB back in the Correct AWB form', async () => {
    shipped = await confirmedOrder();
    const ship = { status: 'shipped', courier: 'delhivery', awb: AWB.first };
    expect((await apiCall('PATCH', `/admin/orders/${shipped._id}/status`, ship)).status).toBe(200);
    shippedLabel = await labelImage(shipped, `label-order-${shipped.number}`);
    // Another reader agrees on what the printed barcode says.
    expect(execFileSync('zbarimg', ['--quiet', '--raw', shippedLabel], { encoding: 'utf8' }).trim()).toBe(AWB.first);

    const page = await ownerOnPhone();
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await page.goto(`${BASE}/dashboard/orders/${shipped._id}`);
    await page.getByRole('button', { name: 'Correct AWB' }).tap();
    const form = page.getByRole('form', { name: 'Correct the AWB' });
    const field = form.getByLabel('AWB (consignment number)');
    await field.fill('');
    const fetched = () => performance.getEntriesByType('resource').map((entry) => entry.name);
    expect((await page.evaluate(fetched)).filter((url) => url.includes('decode-code128'))).toEqual([]);
    await expectThumbSized(page, form, [form.getByRole('button', { name: 'Scan AWB' })]);
    await scanPhoto(page, form, shippedLabel);
    await expect.poll(() => field.inputValue()).toBe(AWB.first);
    expect(await form.getByRole('status').textContent()).toContain(`Read ${AWB.first} from the barcode`);
    await page.screenshot({ path: join(SHOTS, 'correct-awb-read-390.png') });
    // Typing stays possible after a scan.
    await field.fill(`${AWB.first}9`);
    expect(await field.inputValue()).toBe(`${AWB.first}9`);
    await form.getByRole('button', { name: 'Back' }).tap();
  });

  it('the owner ships a confirmed order from a phone with the AWB read from a label’s photo', async () => {
    // The courier's sticker is stood in for by the label the store printed for the order above,
    // whose parcel the courier then re-booked under a new AWB: the first AWB is on no order now,
    // so each AWB still names one parcel (the remittance import matches orders by AWB).
    const rebook = { courier: 'delhivery', awb: AWB.rebooked };
    expect((await apiCall('PUT', `/admin/orders/${shipped._id}/shipment`, rebook)).status).toBe(200);
    const order = await confirmedOrder();

    const page = await ownerOnPhone();
    await page.goto(`${BASE}/dashboard/orders/${order._id}`);
    await page.getByRole('button', { name: 'Mark shipped' }).tap();
    const form = page.getByRole('form', { name: 'Ship this order' });
    await form.getByLabel('Courier').selectOption({ label: 'Delhivery' });
    await scanPhoto(page, form, shippedLabel);
    await expect.poll(() => form.getByLabel('AWB (consignment number)').inputValue()).toBe(AWB.first);
    await page.screenshot({ path: join(SHOTS, 'mark-shipped-read-390.png') });
    await form.getByRole('button', { name: 'Mark shipped' }).tap();

    await form.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-shipment').textContent()).toContain(`AWB ${AWB.first}`);
    await page.screenshot({ path: join(SHOTS, 'shipped-390.png'), fullPage: true });
    const saved = await readOrder(order._id);
    expect(saved.status).toBe('shipped');
    expect(saved.shipment).toMatchObject({ courier: 'delhivery', awb: AWB.first });
    expect((await readOrder(shipped._id)).shipment?.awb).toBe(AWB.rebooked);
  });

  it('a photo with no barcode says so, keeps the scanner open, and Cancel closes it', async () => {
    const order = await confirmedOrder();
    const page = await ownerOnPhone();
    await page.goto(`${BASE}/dashboard/orders/${order._id}`);
    await page.getByRole('button', { name: 'Mark shipped' }).tap();
    const form = page.getByRole('form', { name: 'Ship this order' });
    await form.getByRole('button', { name: 'Scan AWB' }).tap();
    const scanner = form.getByRole('group', { name: 'Scan the AWB barcode' });
    // The order page itself, photographed: no barcode on it.
    const noBarcode = join(SHOTS, 'no-barcode.png');
    await page.screenshot({ path: noBarcode });
    await takePhoto(page, scanner, noBarcode);
    await expect.poll(() => form.getByRole('status').first().textContent()).toMatch(/^No barcode found in the photo/);
    await page.screenshot({ path: join(SHOTS, 'no-barcode-found-390.png') });
    await scanner.getByRole('button', { name: 'Cancel scan' }).tap();
    await scanner.waitFor({ state: 'detached' });
    expect(await form.getByLabel('AWB (consignment number)').inputValue()).toBe('');
    expect(await form.getByRole('button', { name: 'Scan AWB' }).isEnabled()).toBe(true);
  });

  it('the live camera reads the barcode of a label held before it (Chromium’s fake camera playing the label)', async () => {
    // The first order's label now carries its re-booked AWB; a camera over the sticker sees this.
    const sticker = await labelImage(shipped, `sticker-order-${shipped.number}`, 'sticker');
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${sticker}`],
    });
    const errors: string[] = [];
    try {
      const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
      await context.grantPermissions(['camera'], { origin: BASE });
      const page = await context.newPage();
      // Keeps each stream the page opens, to see its tracks ended after the read.
      await page.addInitScript(() => {
        const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
        const streams: MediaStream[] = [];
        Object.assign(window, { openedStreams: streams });
        navigator.mediaDevices.getUserMedia = async (constraints) => {
          const stream = await open(constraints);
          streams.push(stream);
          return stream;
        };
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
      await ownerLogin(page);
      await page.goto(`${BASE}/dashboard/orders/${shipped._id}`);
      await page.getByRole('button', { name: 'Correct AWB' }).tap();
      const form = page.getByRole('form', { name: 'Correct the AWB' });
      const field = form.getByLabel('AWB (consignment number)');
      await field.fill('');
      await form.getByRole('button', { name: 'Scan AWB' }).tap();
      // The site's Permissions-Policy lets its own pages ask for the camera (camera=(self)).
      await expect
        .poll(async () => `${await field.inputValue()} ${await form.getByRole('status').textContent()}`, {
          timeout: 15_000,
        })
        .toMatch(new RegExp(`^${AWB.rebooked} Read ${AWB.rebooked} from the barcode`));
      await form.getByRole('group', { name: 'Scan the AWB barcode' }).waitFor({ state: 'detached' });
      // The camera is off once the barcode is read: its one stream's tracks have ended.
      const tracks = await page.evaluate(() =>
        (window as unknown as { openedStreams: MediaStream[] }).openedStreams.flatMap((stream) =>
          stream.getTracks().map((track) => `${track.kind} ${track.readyState}`),
        ),
      );
      expect(tracks).toEqual(['video ended']);
      await page.screenshot({ path: join(SHOTS, 'camera-read-390.png') });
    } finally {
      await browser.close();
    }
    expect(errors).toEqual([]);
  });
});
