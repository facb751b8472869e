import {
  CATALOG_IMPORT_LIMITS,
  catalogImportApplySchema,
  catalogImportBatchResultSchema,
  catalogImportPreviewAnswerSchema,
  catalogImportPreviewSchema,
} from '@bookstore/domain';
import { IMPORT_BODY_LIMIT_BYTES } from '../config';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { json } from '../openapi/answers';
import {
  applyCatalogImportBatch as apply,
  previewCatalogImport as preview,
} from '../services/catalog-import/catalog-import';

/*
 * Manage Books → Import CSV: the preview of a whole file, then its rows in batches.
 * A 20,000-row file's preview is megabytes of JSON, so both take a larger body than the API's.
 */

export const previewCatalogImport = endpoint({
  operationId: 'previewCatalogImport',
  method: 'post',
  path: '/api/admin/books/import/preview',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Preview a catalog import',
  description: `Counts of new, updated, unchanged and invalid rows, every invalid row's problems, the first rows of each kind. At most ${CATALOG_IMPORT_LIMITS.rows} rows; the body may be up to ${IMPORT_BODY_LIMIT_BYTES / 1024 / 1024} MB. Writes nothing.`,
  body: catalogImportPreviewSchema,
  bodyLimit: IMPORT_BODY_LIMIT_BYTES,
  answers: { '200': json('What the import would do.', catalogImportPreviewAnswerSchema) },
  handle: ({ body }) => preview(body),
});

export const applyCatalogImportBatch = endpoint({
  operationId: 'applyCatalogImportBatch',
  method: 'post',
  path: '/api/admin/books/import/apply',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Apply one batch of a catalog import',
  description: `At most ${CATALOG_IMPORT_LIMITS.rowsPerBatch} rows, written in one Firestore transaction: all of the batch or none of it. Rows are validated and matched again. A new book's id is the row's id or one made from its ISBN, so a batch sent twice makes no second book. A stock is replaced only if the book still has \`expectedStock\`.`,
  body: catalogImportApplySchema,
  bodyLimit: IMPORT_BODY_LIMIT_BYTES,
  answers: { '200': json('What the batch wrote.', catalogImportBatchResultSchema) },
  handle: ({ body }) => apply(body),
});
