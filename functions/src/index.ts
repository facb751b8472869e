import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { adminJwtSecret } from './config';

// 512 MiB: an owner sign-in's scrypt holds 128 MiB (src/auth/passwords.ts), more than the
// default 256 MiB leaves beside the app. At this size an instance serves one request at a time.
export const api = onRequest(
  { region: 'us-central1', secrets: [adminJwtSecret], invoker: 'public', memory: '512MiB' },
  createApp(),
);
