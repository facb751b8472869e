import { createHash } from 'node:crypto';
import { MAX_COVER_BYTES, type CoverUpload } from '@bookstore/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { InvalidInputError, NotFoundError } from '../errors';

/** The first bytes each accepted format starts with; the declared type must match the data. */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

export const COVER_ID_PATTERN = /^[a-f0-9]{64}$/;

/**
 * Stores a cover in Firestore under the SHA-256 of its bytes, so its URL never changes and
 * the same image uploaded twice is stored once. Firestore works on the emulators and in
 * production alike (Cloud Storage's emulator cannot run here; see docs/decisions).
 */
export async function storeCover(upload: CoverUpload, uploadedBy: string): Promise<{ url: string }> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw new InvalidInputError('The image is empty.', { data: 'The image is empty.' });
  if (bytes.length > MAX_COVER_BYTES)
    throw new InvalidInputError(`The image is too large (at most ${MAX_COVER_BYTES / 1024} KB after resizing).`, {
      data: 'Too large.',
    });
  if (!SIGNATURES[upload.contentType]?.(bytes)) {
    throw new InvalidInputError('The file is not the image type it claims to be.', {
      contentType: 'The data is not a valid image of this type.',
    });
  }
  const id = createHash('sha256').update(bytes).digest('hex');
  const ref = collections.covers().doc(id);
  if (!(await ref.get()).exists) {
    await ref.set({
      contentType: upload.contentType,
      data: bytes,
      size: bytes.length,
      uploadedBy,
      createdAt: Timestamp.now(),
    });
  }
  return { url: `/api/covers/${id}` };
}

export async function readCover(id: string): Promise<{ contentType: string; data: Buffer }> {
  if (!COVER_ID_PATTERN.test(id)) throw new NotFoundError('Cover not found.');
  const cover = (await collections.covers().doc(id).get()).data();
  if (!cover) throw new NotFoundError('Cover not found.');
  return { contentType: cover.contentType, data: cover.data };
}
