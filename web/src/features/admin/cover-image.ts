/** Limits for cover uploads, checked in the browser before any upload and again by the API. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;
export const COVER_WIDTH = 600;
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** A clear message for a file that cannot be a cover, or null when it is fine to resize. */
export function checkCoverFile(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/') || !ACCEPTED_TYPES.includes(file.type)) return 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
  if (file.size > MAX_SOURCE_BYTES) return `The image is too large (${(file.size / 1024 / 1024).toFixed(1)} MB). Choose one under 10 MB.`;
  return null;
}

/** Scales the image to COVER_WIDTH (never up) and re-encodes it as WebP, falling back to JPEG. */
export async function resizeCover(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, COVER_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
  const webp = await encode('image/webp');
  const blob = webp?.type === 'image/webp' ? webp : await encode('image/jpeg');
  if (!blob) throw new Error('This image could not be read.');
  return blob;
}
