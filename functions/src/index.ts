import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { createRenderApp } from './render-app';
import { adminJwtSecret, smtpConnectionUri } from './config';

// 512 MiB: an owner sign-in's scrypt holds 128 MiB (src/auth/passwords.ts), more than the
// default 256 MiB leaves beside the app. At this size an instance serves one request at a time.
// The SMTP secret is for the owner's Resend, which sends at once; orders only queue their mail.
export const api = onRequest(
  {
    region: 'us-central1',
    secrets: [adminJwtSecret, smtpConnectionUri],
    invoker: 'public',
    memory: '512MiB',
  },
  createApp(),
);

// The storefront's pages, rendered with their data (issue 18, decision 028). Its own function, so
// the API's instances never load React; SITE_ORIGIN makes the pages' absolute URLs.
export const render = onRequest({ region: 'us-central1', invoker: 'public', memory: '512MiB' }, createRenderApp());

// The outbox's sender and its retry sweep; owners who use the Trigger Email extension instead
// deploy only `api` (README, "E-mail").
export { retryMail, sendMail } from './triggers/mail';
