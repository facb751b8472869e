import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { createRenderApp } from './storefront/render-app';
import { adminJwtSecret, API_TIMEOUT_SECONDS, functionsRegion, smtpConnectionUri } from './config';

// One instance serves many requests at once (decision 037): sign-ins hash at most
// MAX_CONCURRENT_HASHES passwords at a time (2 × 128 MiB of scrypt, src/auth/passwords.ts), so
// 1 GiB holds them beside the app and the catalog index, and concurrency needs a whole vCPU. A
// burst of orders no longer needs an instance, and a cold start, per request; maxInstances
// bounds what a flood can bill. The SMTP secret is for the owner's Resend, which sends at
// once; orders only queue their mail.
export const api = onRequest(
  {
    region: functionsRegion,
    secrets: [adminJwtSecret, smtpConnectionUri],
    invoker: 'public',
    memory: '1GiB',
    cpu: 1,
    concurrency: 16,
    maxInstances: 20,
    // Hosting's limit for a rewritten request (decision 068), so no request outlives the answer.
    timeoutSeconds: API_TIMEOUT_SECONDS,
  },
  createApp(),
);

// The storefront's pages, rendered with their data (decision 028). Its own function, so
// the API's instances never load React; SITE_ORIGIN makes the pages' absolute URLs.
export const render = onRequest({ region: functionsRegion, invoker: 'public', memory: '512MiB' }, createRenderApp());

// The outbox's sender and its retry sweep; owners who use the Trigger Email extension instead
// deploy only `api` (docs/operations.md, "E-mail").
export { retryMail, sendMail } from './mail/mail-triggers';

// UPI orders not paid in time (the settings' hours) are cancelled and restocked.
export { expireUnpaidOrders } from './triggers/unpaid-orders';

// Some days after delivery, one e-mail inviting a review of the order's books.
export { inviteReviews } from './triggers/review-invitations';
// Back-in-stock alerts a restock's follow-up did not send.
export { sweepStockAlerts } from './triggers/stock-alerts';
