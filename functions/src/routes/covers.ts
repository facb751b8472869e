import { coverUploadSchema } from '@bookstore/domain';
import express, { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { COVER_BODY_LIMIT_BYTES } from '../config';
import { noStore } from '../http/cache-control';
import { limitBody, requireJsonBody } from '../http/request-body';
import { parseWith } from '../http/validate';
import { readCover, storeCover } from '../services/catalog/covers';

/** POST /api/admin/covers: the one route allowed a body larger than 100 KB. */
export const coverUploadRouter = Router();
coverUploadRouter.post(
  '/',
  noStore,
  limitBody(COVER_BODY_LIMIT_BYTES),
  express.json({ limit: COVER_BODY_LIMIT_BYTES }),
  requireJsonBody,
  requireAdmin,
  async (req, res) => {
    const upload = await parseWith(coverUploadSchema, req.body);
    res.status(201).json(await storeCover(upload, req.admin!.username));
  },
);

/** GET /api/covers/{sha256}: content-addressed, so it may be cached forever. */
export const coversRouter = Router();
coversRouter.get('/:id', async (req, res) => {
  const cover = await readCover(String(req.params.id));
  res.set({
    'Content-Type': cover.contentType,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'",
  });
  res.send(cover.data);
});
