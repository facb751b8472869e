import { catalogImportApplySchema, catalogImportPreviewSchema } from '@bookstore/domain';
import express, { Router } from 'express';
import { requireAdmin } from '../auth/require-admin';
import { IMPORT_BODY_LIMIT_BYTES } from '../config';
import { noStore } from '../http/cache-control';
import { limitBody, requireJsonBody } from '../http/request-body';
import { parseWith } from '../http/validate';
import { applyCatalogImportBatch, previewCatalogImport } from '../services/catalog-import/catalog-import';

/**
 * Manage Books → Import CSV (issue 19): the preview of a whole file, then its rows in batches.
 * Routed before the API's general body cap: a 20,000-row file's preview is megabytes of JSON.
 */
export const catalogImportRouter = Router();
catalogImportRouter.use(
  noStore,
  limitBody(IMPORT_BODY_LIMIT_BYTES),
  express.json({ limit: IMPORT_BODY_LIMIT_BYTES }),
  requireJsonBody,
  requireAdmin,
);

catalogImportRouter.post('/preview', async (req, res) => {
  res.json(await previewCatalogImport(await parseWith(catalogImportPreviewSchema, req.body)));
});

catalogImportRouter.post('/apply', async (req, res) => {
  res.json(await applyCatalogImportBatch(await parseWith(catalogImportApplySchema, req.body)));
});
