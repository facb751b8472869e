import { object, type InferType } from 'yup';
import { named, text } from '../shared/fields';

/** Cover formats the store keeps; the browser re-encodes any picked image to one of them. */
export const COVER_CONTENT_TYPES = ['image/webp', 'image/jpeg', 'image/png'] as const;
/** Largest stored cover: well inside Firestore's 1 MiB document limit. */
export const MAX_COVER_BYTES = 700 * 1024;

export const coverUploadSchema = named(
  'CoverUpload',
  object({
    contentType: text()
      .strict()
      .typeError('Choose a WebP, JPEG or PNG image.')
      .required('Choose a WebP, JPEG or PNG image.')
      .oneOf([...COVER_CONTENT_TYPES], 'Choose a WebP, JPEG or PNG image.'),
    data: text()
      .strict()
      .typeError('The image data is missing.')
      .required('The image data is missing.')
      .max(
        Math.ceil(MAX_COVER_BYTES / 3) * 4,
        `The image is too large (at most ${MAX_COVER_BYTES / 1024} KB after resizing).`,
      )
      .matches(/^[A-Za-z0-9+/]+={0,2}$/, 'The image data is not valid base64.'),
  }),
);

export type CoverUpload = InferType<typeof coverUploadSchema>;
