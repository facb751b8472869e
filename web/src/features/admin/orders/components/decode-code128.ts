// The barcode decoder where the browser has no BarcodeDetector for Code 128 (Firefox, Safari
// before 17, Chromium on Linux and Windows): ZXing's Code 128 reader alone, in a chunk of its own
// that read-barcode.ts imports only when the owner opens the scanner (decision 064).
// Deep imports: the package's index re-exports every format and the encoders (410 KB, 109 KB of
// gzip -9 in one chunk); these modules are what reading Code 128 needs.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import ChecksumException from '@zxing/library/esm/core/ChecksumException';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import FormatException from '@zxing/library/esm/core/FormatException';
import NotFoundException from '@zxing/library/esm/core/NotFoundException';
import Code128Reader from '@zxing/library/esm/core/oned/Code128Reader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/** Every pixel's grey level, as ZXing weighs it (green counted twice), turned a quarter when asked. */
function luminances({ data, width, height }: ImageData, turned: boolean): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const level = (data[at]! + 2 * data[at + 1]! + data[at + 2]!) >> 2;
      // Turned: the column x becomes the row x, so a barcode photographed upright reads across.
      grey[turned ? x * height + (height - 1 - y) : y * width + x] = level;
    }
  }
  return grey;
}

function readRows(image: ImageData, turned: boolean): string | null {
  const [width, height] = turned ? [image.height, image.width] : [image.width, image.height];
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminances(image, turned), width, height)),
  );
  try {
    return new Code128Reader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]])).getText();
  } catch (error) {
    // No barcode, or one that does not check out: the next frame or the next photo may do.
    if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException)
      return null;
    throw error;
  }
}

/** The text of the first Code 128 barcode in the image, read across and then turned a quarter; null if none. */
export function decodeCode128(image: ImageData): string | null {
  return readRows(image, false) ?? readRows(image, true);
}
