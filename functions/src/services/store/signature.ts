import { createHash } from 'node:crypto';
import {
  MAX_SIGNATURE_BYTES,
  SIGNATURE_SIDE_PIXELS,
  SIGNATURE_TOO_LARGE,
  type Signature,
  type SignatureContentType,
  type SignatureUpload,
} from '@bookstore/domain';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import type { SignatureRecord } from '../../db/store';
import { InvalidInputError } from '../errors';
import { imageSize } from './image-size';

// The owner's signature on the bills (decision 044). Uploaded as a cover is (base64
// in JSON, checked by its bytes, stored under their SHA-256 in its own collection); store/signature
// names the one the next bills carry.

const refuse = (message: string, field = 'data'): never => {
  throw new InvalidInputError(message, { [field]: message });
};

/** The image checked as the bills will draw it: its type by its bytes, its size and its sides. */
function checkedImage(upload: SignatureUpload): { bytes: Buffer; width: number; height: number } {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) refuse('The image is empty.');
  if (bytes.length > MAX_SIGNATURE_BYTES) refuse(SIGNATURE_TOO_LARGE);
  const found = imageSize(bytes);
  if (!found || found.contentType !== upload.contentType)
    refuse(
      `The file is not a ${upload.contentType === 'image/png' ? 'PNG' : 'JPEG'} image: choose a PNG or JPEG image of the signature.`,
      'contentType',
    );
  const { width, height } = found!;
  const { min, max } = SIGNATURE_SIDE_PIXELS;
  if ([width, height].some((side) => side < min || side > max))
    refuse(`The image is ${width} × ${height} pixels: each side must be ${min} to ${max} pixels.`);
  return { bytes, width, height };
}

const dataUrl = (contentType: string, data: Buffer) => `data:${contentType};base64,${data.toString('base64')}`;

function answerOf(record: SignatureRecord, uploadedAt: Timestamp): Signature {
  return {
    contentType: record.contentType as SignatureContentType,
    width: record.width,
    height: record.height,
    size: record.size,
    uploadedAt: uploadedAt.toDate().toISOString(),
    image: dataUrl(record.contentType, record.data),
  };
}

/** PUT /api/admin/settings/signature: stores the image and makes it the one the next bills carry. */
export async function saveSignature(upload: SignatureUpload, by: string): Promise<Signature> {
  const { bytes, width, height } = checkedImage(upload);
  // pdfkit is loaded only here and for the bills (decision 044: cold starts do not pay for it).
  const { drawsInPdf } = await import('../../paper/render/signature-check');
  if (!(await drawsInPdf(bytes)))
    refuse('The image could not be read: save it again as a PNG or JPEG and upload that.');
  const id = createHash('sha256').update(bytes).digest('hex');
  const uploadedAt = Timestamp.now();
  const record: SignatureRecord = {
    contentType: upload.contentType,
    data: bytes,
    size: bytes.length,
    width,
    height,
    uploadedBy: by,
    createdAt: uploadedAt,
  };
  const image = collections.signatures().doc(id);
  // The same image uploaded twice is stored once; a stored image never changes (bills name it).
  if (!(await image.get()).exists) await image.set(record);
  await collections.currentSignature().set({ id, uploadedBy: by, uploadedAt });
  return answerOf(record, uploadedAt);
}

/** DELETE /api/admin/settings/signature: the next bills carry none. Bills issued keep theirs. */
export async function removeSignature(by: string): Promise<void> {
  await collections.currentSignature().set({ id: '', uploadedBy: by, uploadedAt: Timestamp.now() });
}

/** The signature the next bills carry, for the settings page; null when there is none. */
export async function currentSignature(): Promise<Signature | null> {
  const current = (await collections.currentSignature().get()).data();
  if (!current?.id) return null;
  const record = (await collections.signatures().doc(current.id).get()).data();
  return record ? answerOf(record, current.uploadedAt) : null;
}

/** The id of the signature a bill issued now carries, read in the bill's transaction. */
export async function currentSignatureId(tx: Transaction): Promise<string | undefined> {
  const id = (await tx.get(collections.currentSignature())).data()?.id;
  return id || undefined;
}

/** A bill's signature image to draw, by the id the bill names. */
export async function signatureImage(id: string): Promise<Buffer | undefined> {
  return (await collections.signatures().doc(id).get()).data()?.data;
}
