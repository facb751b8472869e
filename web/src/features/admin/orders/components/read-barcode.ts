/**
 * Reads a Code 128 barcode (the couriers' AWB stickers, and the store's own labels) from a camera
 * frame or a photo. The browser's BarcodeDetector where it exists and knows Code 128 (Chrome on
 * Android, Safari 17+); otherwise ZXing's reader, loaded as its own chunk on first use
 * (decision 064).
 */

/** What this file uses of the Barcode Detection API, which TypeScript's DOM types do not carry yet. */
interface DetectorApi {
  getSupportedFormats(): Promise<string[]>;
  new (options: { formats: string[] }): { detect(source: ImageBitmapSource): Promise<Array<{ rawValue: string }>> };
}

/** A camera frame, or a photo the owner took or chose. */
export type BarcodeSource = HTMLVideoElement | Blob;

export interface BarcodeReader {
  /** Which decoder reads: the browser's, or the library's. */
  kind: 'browser' | 'library';
  /** The barcode's text, or null when none was found in this frame or photo. */
  read(source: BarcodeSource): Promise<string | null>;
}

const FORMAT = 'code_128';
/** Phone photos are 12 megapixels; 2,000 px across keeps a label's thinnest bar over a pixel wide. */
const MAX_SIDE = 2000;

const firstValue = (found: Array<{ rawValue: string }>) => found[0]?.rawValue ?? null;

async function browserDetector(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: DetectorApi }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes(FORMAT)) return null;
  } catch {
    return null;
  }
  const detector = new Detector({ formats: [FORMAT] });
  return {
    kind: 'browser',
    read: async (source) => {
      if (!(source instanceof Blob)) return firstValue(await detector.detect(source));
      const photo = await createImageBitmap(source);
      try {
        return firstValue(await detector.detect(photo));
      } finally {
        photo.close();
      }
    },
  };
}

/** The frame's or the photo's pixels, scaled down to MAX_SIDE at most; null before a frame has come. */
async function pixelsOf(source: BarcodeSource): Promise<ImageData | null> {
  const image = source instanceof Blob ? await createImageBitmap(source) : source;
  try {
    const [width, height] =
      image instanceof HTMLVideoElement ? [image.videoWidth, image.videoHeight] : [image.width, image.height];
    if (!width || !height) return null;
    const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return context.getImageData(0, 0, canvas.width, canvas.height);
  } finally {
    if (!(image instanceof HTMLVideoElement)) image.close();
  }
}

async function libraryDecoder(): Promise<BarcodeReader> {
  const { decodeCode128 } = await import('./decode-code128');
  return {
    kind: 'library',
    read: async (source) => {
      const pixels = await pixelsOf(source);
      return pixels && decodeCode128(pixels);
    },
  };
}

/** The reader this browser offers: its own BarcodeDetector for Code 128, or the library's. */
export async function barcodeReader(): Promise<BarcodeReader> {
  return (await browserDetector()) ?? (await libraryDecoder());
}
