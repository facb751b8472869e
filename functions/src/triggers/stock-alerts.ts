import { onSchedule } from 'firebase-functions/scheduler';
import { functionsRegion } from '../config';
import { sweepStockAlerts as sweep } from '../services/stock-alerts/stock-alert-sends';

/**
 * Every 5 minutes: back-in-stock alerts whose restock's own follow-up never ran (the instance
 * died after the commit) are sent (decision 063). Sending is idempotent, so a platform retry or
 * a run beside the follow-up sends nothing twice. The emulator fires no schedules; the API tests
 * call sweepStockAlerts directly.
 */
export const sweepStockAlerts = onSchedule(
  { schedule: 'every 5 minutes', region: functionsRegion, retryCount: 1 },
  async () => {
    const sent = await sweep();
    if (sent > 0) console.log('Back-in-stock alerts sent by the sweep', sent);
  },
);
