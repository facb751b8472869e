import { storeDay } from '@bookstore/domain';
import { Router } from 'express';
import { sendCsvDownload } from '../http/csv-download';
import { newsletterStats, newsletterSubscribersCsv } from '../services/newsletter/newsletter';

/** The owner's view of the newsletter; mounted under the admin router (owner token, no-store). */
export const adminNewsletterRouter = Router();

adminNewsletterRouter.get('/', async (_req, res) => {
  res.json(await newsletterStats());
});

adminNewsletterRouter.get('/subscribers', async (_req, res) => {
  sendCsvDownload(res, `newsletter-subscribers-${storeDay()}.csv`, await newsletterSubscribersCsv());
});
