import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type Mock } from 'vitest';
import { saveSession } from '@web/features/admin/api/session';
import { barcodeReader } from '@web/features/admin/orders/components/read-barcode';
import { makeOrder, mockApi, OWNER_LOGIN, ownerOverviewApi, renderApp } from './render-app';

// The library's decoder, as a spy: which reader reads is what these tests are about. The e2e
// (e2e/scan-awb.e2e.ts) reads a printed label with the real one in Chromium.
const decodeCode128 = vi.hoisted(() => vi.fn((): string | null => null));
vi.mock('@web/features/admin/orders/components/decode-code128', () => ({ decodeCode128 }));

/** A stand-in for the browser's BarcodeDetector that knows `formats` and finds `found` in every image. */
function stubDetector(formats: string[], found: string[]) {
  const made: Array<{ formats: string[] }> = [];
  const detect = vi.fn(() => Promise.resolve(found.map((rawValue) => ({ rawValue, format: 'code_128' }))));
  class BarcodeDetector {
    static getSupportedFormats = () => Promise.resolve(formats);
    constructor(options: { formats: string[] }) {
      made.push(options);
    }
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', BarcodeDetector);
  // happy-dom has no createImageBitmap: the photo becomes a bitmap the detector is given.
  const close = vi.fn();
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: 800, height: 600, close })),
  );
  return { made, detect, close };
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'label.jpg', { type: 'image/jpeg' });

afterEach(() => {
  vi.unstubAllGlobals();
  decodeCode128.mockClear();
});

describe('the AWB reader: the browser’s BarcodeDetector first, the library otherwise', () => {
  it('uses the BarcodeDetector for Code 128 when the browser has one that knows it, and loads no library', async () => {
    const { made, detect, close } = stubDetector(['qr_code', 'code_128', 'ean_13'], ['DL1234567', 'OTHER1']);
    const reader = await barcodeReader();
    expect(reader.kind).toBe('browser');
    expect(made).toEqual([{ formats: ['code_128'] }]);
    expect(await reader.read(photo())).toBe('DL1234567');
    expect(detect).toHaveBeenCalledTimes(1);
    expect(close).toHaveBeenCalledTimes(1);
    expect(decodeCode128).not.toHaveBeenCalled();
  });

  it('answers null when the detector finds no barcode', async () => {
    stubDetector(['code_128'], []);
    expect(await (await barcodeReader()).read(photo())).toBeNull();
  });

  it.each([
    ['a BarcodeDetector that does not know Code 128', () => stubDetector(['qr_code', 'ean_13'], ['X'])],
    ['no BarcodeDetector', () => vi.stubGlobal('BarcodeDetector', undefined)],
    [
      'a BarcodeDetector whose formats cannot be listed',
      () =>
        vi.stubGlobal('BarcodeDetector', {
          getSupportedFormats: () => Promise.reject(new DOMException('no', 'NotSupportedError')),
        }),
    ],
  ])('falls back to the library with %s', async (_case, stub) => {
    stub();
    expect((await barcodeReader()).kind).toBe('library');
  });
});

/** happy-dom has no navigator.mediaDevices: this one answers getUserMedia as given, until the test ends. */
function giveCamera(getUserMedia: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  onTestFinished(() => {
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });
}

/** The file input behind "Take a photo of the label", which clicks it. */
const photoInput = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input[type="file"]')!;

/** A confirmed order on the owner's order page, with Mark shipped's form open. */
async function openShipForm() {
  saveSession(OWNER_LOGIN);
  const order = makeOrder('o1', { number: 7, status: 'confirmed' });
  mockApi({
    '/api/admin/orders/o1/mail': () => [],
    '/api/admin/orders/o1': () => order,
    ...ownerOverviewApi(),
  });
  renderApp('/dashboard/orders/o1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Mark shipped' }));
  return { user, form: screen.getByRole('form', { name: 'Ship this order' }) };
}

describe('Scan AWB in the shipment form', () => {
  let play: Mock<() => Promise<void>>;
  beforeEach(() => {
    // happy-dom plays no video.
    play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('puts the AWB read from a photo of the label into the field, where it can still be typed over', async () => {
    stubDetector(['code_128'], ['DL-7654321']);
    const { user, form } = await openShipForm();
    await user.click(within(form).getByRole('button', { name: 'Scan AWB' }));
    // happy-dom has no camera: the scanner says so and offers the photo.
    expect(await within(form).findByText(/No camera could be opened here/)).toBeInTheDocument();
    // "Take a photo of the label" opens the phone's camera app through this input.
    const input = photoInput(form);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, photo());

    const field = within(form).getByLabelText('AWB (consignment number)');
    await waitFor(() => expect(field).toHaveValue('DL-7654321'));
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Read DL-7654321 from the barcode: check it against the label before you save.',
    );
    expect(within(form).queryByRole('group', { name: 'Scan the AWB barcode' })).toBeNull();
    await user.clear(field);
    await user.type(field, 'EE123456789IN');
    expect(field).toHaveValue('EE123456789IN');
  });

  it('says when a photo holds no barcode, and leaves the field as it was', async () => {
    stubDetector(['code_128'], []);
    const { user, form } = await openShipForm();
    await user.type(within(form).getByLabelText('AWB (consignment number)'), 'typed-1');
    await user.click(within(form).getByRole('button', { name: 'Scan AWB' }));
    await user.upload(photoInput(form), photo());
    expect(await within(form).findByText(/^No barcode found in the photo/)).toBeInTheDocument();
    expect(within(form).getByLabelText('AWB (consignment number)')).toHaveValue('typed-1');
  });

  it('asks for the back camera, and Cancel stops its tracks', async () => {
    stubDetector(['code_128'], []);
    const stop = vi.fn();
    const stream = new MediaStream();
    Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
    const getUserMedia = vi.fn(() => Promise.resolve(stream));
    giveCamera(getUserMedia);
    const { user, form } = await openShipForm();
    await user.click(within(form).getByRole('button', { name: 'Scan AWB' }));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } } });
    expect(within(form).getByRole('status')).toHaveTextContent('Point the camera at the barcode');
    expect(stop).not.toHaveBeenCalled();
    await user.click(within(form).getByRole('button', { name: 'Cancel scan' }));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(within(form).queryByRole('group', { name: 'Scan the AWB barcode' })).toBeNull();
  });

  it('says the camera is not allowed when the browser refuses it', async () => {
    stubDetector(['code_128'], []);
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    giveCamera(getUserMedia);
    const { user, form } = await openShipForm();
    await user.click(within(form).getByRole('button', { name: 'Scan AWB' }));
    expect(await within(form).findByText(/The camera is not allowed for this site/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Take a photo of the label' })).toBeInTheDocument();
  });
});
