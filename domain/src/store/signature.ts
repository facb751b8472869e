import { object, type InferType } from 'yup';
import { isoTime, oneOfWords, plainText, wholeNumber } from '../shared/answer-fields';
import { described, named, text } from '../shared/fields';

// The owner's signature on the bills (decision 044): an image uploaded as a cover
// is, as base64 in a JSON body, stored beside the settings but not inside them.

export const SIGNATURE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export type SignatureContentType = (typeof SIGNATURE_CONTENT_TYPES)[number];
/** The largest signature image: a scanned signature is a few kilobytes. */
export const MAX_SIGNATURE_BYTES = 200 * 1024;
/** Each side of a sane signature image, in pixels. */
export const SIGNATURE_SIDE_PIXELS = { min: 20, max: 4000 } as const;

export const SIGNATURE_TOO_LARGE = `The signature image is too large: at most ${MAX_SIGNATURE_BYTES / 1024} KB.`;
const CHOOSE = 'Choose a PNG or JPEG image of the signature.';

/** PUT /api/admin/settings/signature. */
export const signatureUploadSchema = named(
  'SignatureUpload',
  object({
    contentType: text()
      .strict()
      .typeError(CHOOSE)
      .required(CHOOSE)
      .oneOf([...SIGNATURE_CONTENT_TYPES], CHOOSE),
    data: text()
      .strict()
      .typeError('The image data is missing.')
      .required('The image data is missing.')
      .max(Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4, SIGNATURE_TOO_LARGE)
      .matches(/^[A-Za-z0-9+/]+={0,2}$/, 'The image data is not valid base64.'),
  }),
);
export type SignatureUpload = InferType<typeof signatureUploadSchema>;

/** The signature as stored, for the settings page's preview. */
export const signatureSchema = named(
  'Signature',
  object({
    contentType: oneOfWords(SIGNATURE_CONTENT_TYPES),
    width: wholeNumber(1, 'Pixels.'),
    height: wholeNumber(1, 'Pixels.'),
    size: wholeNumber(1, 'Bytes.'),
    uploadedAt: isoTime(),
    image: described(plainText(), { description: 'The image as a data: URL, for the preview.' }),
  }),
);
export type Signature = InferType<typeof signatureSchema>;

/** PUT and DELETE /api/admin/settings/signature. */
export const signatureSavedSchema = named(
  'SignatureSaved',
  object({ message: plainText(), signature: signatureSchema.nullable().defined() }),
);
export type SignatureSaved = InferType<typeof signatureSavedSchema>;
