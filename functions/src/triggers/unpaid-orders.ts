import { onSchedule } from 'firebase-functions/scheduler';
import { functionsRegion, smtpConnectionUri } from '../config';
import { expireUnpaidOrders as expire } from '../services/orders/order-actions';

/**
 * Every 15 minutes: UPI orders past their payment time are cancelled, restocked, and their
 * shoppers told. The emulator fires no schedules; the API tests call
 * expireUnpaidOrders directly (docs/decisions/042-order-to-cash.md).
 */
export const expireUnpaidOrders = onSchedule(
  { schedule: 'every 15 minutes', region: functionsRegion, secrets: [smtpConnectionUri], retryCount: 0 },
  async () => {
    const { cancelled } = await expire();
    if (cancelled.length > 0) console.log('Unpaid UPI orders cancelled', cancelled);
  },
);
