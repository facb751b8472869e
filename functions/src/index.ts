import { onRequest } from 'firebase-functions/https';
import { createApp } from './app';
import { adminJwtSecret } from './config';

export const api = onRequest({ region: 'us-central1', secrets: [adminJwtSecret], invoker: 'public' }, createApp());
