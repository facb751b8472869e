import { newsletterStatsSchema, STORE_TIME_ZONE, storeDay } from '@bookstore/domain';
import { NO_STORE } from '../http/cache-control';
import { streamCsvDownload } from '../http/file-download';
import { endpoint } from '../http/endpoint';
import { CSV_RULES, csvDownload, json, ymd } from '../openapi/answers';
import {
  newsletterStats,
  newsletterSubscribersCsv,
  SUBSCRIBERS_CSV_PAGE_SIZE,
} from '../services/newsletter/newsletter';

/* The owner's view of the newsletter. */

export const getNewsletterStats = endpoint({
  operationId: 'getNewsletterStats',
  method: 'get',
  path: '/api/admin/newsletter',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'newsletter'],
  summary: 'How many confirmed subscribers the newsletter has',
  answers: { '200': json('The count.', newsletterStatsSchema) },
  handle: () => newsletterStats(),
});

export const downloadNewsletterSubscribers = endpoint({
  operationId: 'downloadNewsletterSubscribers',
  method: 'get',
  path: '/api/admin/newsletter/subscribers',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner', 'newsletter'],
  summary: 'The subscriber list as CSV',
  description: `UTF-8, a header row \`email,confirmedAt\`, oldest first. \`confirmedAt\` is ISO 8601 on the store’s clock (${STORE_TIME_ZONE}) with its offset. ${CSV_RULES} Written as the subscribers are read, ${SUBSCRIBERS_CSV_PAGE_SIZE} at a time, so it has no Content-Length; a read that fails part way cuts the connection rather than end a partial file.`,
  answers: { '200': csvDownload(`newsletter-subscribers-${ymd}\\.csv`) },
  handle: async ({ res }) => {
    await streamCsvDownload(res, `newsletter-subscribers-${storeDay()}.csv`, newsletterSubscribersCsv());
  },
});
