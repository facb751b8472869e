import { coverLocationSchema, coverUploadSchema } from '@bookstore/domain';
import { COVER_BODY_LIMIT_BYTES } from '../config';
import { NO_STORE, ownCache } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import { readCover, storeCover } from '../services/catalog/covers';

/** POST /api/admin/covers: the one route allowed a body larger than 100 KB. */
export const uploadCover = endpoint({
  operationId: 'uploadCover',
  method: 'post',
  path: '/api/admin/covers',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Upload a cover image',
  description: `The one route that takes a body of up to ${COVER_BODY_LIMIT_BYTES / 1024} KB. The same image uploaded twice is stored once.`,
  body: coverUploadSchema,
  bodyLimit: COVER_BODY_LIMIT_BYTES,
  answers: { '201': json('Stored.', coverLocationSchema) },
  handle: ({ body, req }) => storeCover(body, req.admin!.username),
});

/** GET /api/covers/{sha256}: content-addressed, so it may be cached forever. */
export const getCover = endpoint({
  operationId: 'getCover',
  method: 'get',
  path: '/api/covers/{id}',
  access: 'anyone',
  cache: ownCache('public, max-age=31536000, immutable'),
  tags: ['catalog'],
  summary: 'An uploaded cover image',
  params: { id: { description: 'The SHA-256 of the image, 64 lower-case hex digits.' } },
  answers: {
    '200': {
      description: 'The image. Content-addressed, so it may be cached forever.',
      content: { 'image/webp': {}, 'image/jpeg': {}, 'image/png': {} },
    },
    '404': 'NotFound',
  },
  handle: async ({ params, res }) => {
    const cover = await readCover(params.id!);
    res.set({ 'Content-Type': cover.contentType, 'Content-Security-Policy': "default-src 'none'" });
    res.send(cover.data);
  },
});
