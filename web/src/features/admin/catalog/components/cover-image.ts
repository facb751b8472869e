import { MAX_COVER_BYTES } from '@bookstore/domain';

/** Limits for cover uploads, checked in the browser before any upload and again by the API. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
export const COVER_WIDTH = 600;
/** Twice the width: a tall book (1:1.5) keeps its shape, a long strip is scaled down to fit. */
export const COVER_MAX_HEIGHT = COVER_WIDTH * 2;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];
/** Tried in turn until the encoded cover fits under MAX_COVER_BYTES. */
export const COVER_QUALITIES = [0.85, 0.7, 0.55, 0.4] as const;

export const UNREADABLE_IMAGE = 'This image could not be read. Choose another JPEG, PNG, WebP, GIF or AVIF file.';

/** A clear message for a file that cannot be a cover, or null when it is fine to resize. */
export function checkCoverFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/') || !ACCEPTED_TYPES.includes(file.type))
    return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
  if (file.size > MAX_SOURCE_BYTES)
    return `The image is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Choose one under 10 MB.`;
  return null;
}

/** The size to draw an image at: within COVER_WIDTH × COVER_MAX_HEIGHT, its shape kept, never enlarged. */
export function coverSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, COVER_WIDTH / width, COVER_MAX_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A clear message when the encoded cover is over what the API stores, or null when it fits. */
export function checkEncodedCover(blob: { size: number }): string | null {
  if (blob.size <= MAX_COVER_BYTES) return null;
  return `The image is still too large after resizing (${Math.ceil(blob.size / 1024)} KB, at most ${MAX_COVER_BYTES / 1024} KB). Choose a simpler image.`;
}

/** Encodes a picture as a type and quality; null when it cannot (what canvas.toBlob answers). */
export type Encoder = (type: string, quality: number) => Promise<Blob | null>;

/**
 * WebP (JPEG where the browser cannot encode WebP), at the first quality in COVER_QUALITIES
 * that fits under MAX_COVER_BYTES; refuses with a clear message when none does.
 */
export async function encodeWithinLimit(encode: Encoder): Promise<Blob> {
  let type = 'image/webp';
  let blob: Blob | null = null;
  for (const quality of COVER_QUALITIES) {
    blob = await encode(type, quality);
    // A browser that cannot write WebP answers PNG instead: use JPEG from then on.
    if (blob && blob.type !== type && type === 'image/webp') {
      type = 'image/jpeg';
      blob = await encode(type, quality);
    }
    if (!blob) throw new Error(UNREADABLE_IMAGE);
    if (!checkEncodedCover(blob)) return blob;
  }
  throw new Error(checkEncodedCover(blob!)!);
}

/** Scales the image into coverSize and re-encodes it within the upload limit. */
export async function resizeCover(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    // The browser's own error ('The source image could not be decoded.') says nothing useful here.
    throw new Error(UNREADABLE_IMAGE);
  }
  const canvas = document.createElement('canvas');
  Object.assign(canvas, coverSize(bitmap.width, bitmap.height));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return encodeWithinLimit((type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)));
}
