import { storeTimestamp } from '@bookstore/domain';
import { Router } from 'express';
import { newsletterStats, newsletterSubscribersCsv } from '../services/newsletter';

/** The owner's view of the newsletter; mounted under the admin router (owner token, no-store). */
export const adminNewsletterRouter = Router();

adminNewsletterRouter.get('/', async (_req, res) => {
  res.json(await newsletterStats());
});

adminNewsletterRouter.get('/subscribers', async (_req, res) => {
  const csv = await newsletterSubscribersCsv();
  res.set({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="newsletter-subscribers-${storeTimestamp(new Date()).slice(0, 10)}.csv"`,
  });
  res.send(csv);
});
