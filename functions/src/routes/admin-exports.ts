import { ordersExportQuerySchema, storeDay } from '@bookstore/domain';
import { Router } from 'express';
import { sendCsvDownload } from '../http/csv-download';
import { parseWith } from '../http/validate';
import { catalogCsv } from '../services/catalog/catalog-export';
import { ordersCsv } from '../services/orders/orders-export';

/** The owner's spreadsheets (issue 19); mounted under the admin router (owner token, no-store). */
export const adminExportsRouter = Router();

adminExportsRouter.get('/books/export', async (_req, res) => {
  sendCsvDownload(res, `books-${storeDay()}.csv`, await catalogCsv());
});

adminExportsRouter.get('/orders/export', async (req, res) => {
  const range = await parseWith(ordersExportQuerySchema, req.query);
  sendCsvDownload(res, `orders-${range.from}-to-${range.to}.csv`, await ordersCsv(range));
});
