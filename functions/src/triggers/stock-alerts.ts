import { onSchedule } from 'firebase-functions/scheduler';
import { functionsRegion } from '../config';
import { sweepScheduledStockAlerts } from '../services/stock-alerts/stock-alert-sends';

/**
 * Every 5 minutes, on the clock (cron, so one run a day falls on the daily look): back-in-stock
 * alerts whose restock's own follow-up never ran are sent (decisions 063 and 071). A run reads
 * only the books marked restocked, one read when none is; once a day it looks at every awaited
 * book. Sending is idempotent, so a platform retry or a run beside the follow-up sends nothing
 * twice. The emulator fires no schedules; the API tests call the sweep directly.
 */
export const sweepStockAlerts = onSchedule(
  { schedule: '*/5 * * * *', region: functionsRegion, retryCount: 1 },
  async (event) => {
    const sent = await sweepScheduledStockAlerts(new Date(event.scheduleTime));
    if (sent > 0) console.log('Back-in-stock alerts sent by the sweep', sent);
  },
);
