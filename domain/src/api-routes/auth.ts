// Written by `npm run api:generate` from the endpoint declarations in functions/src/routes; do not
// edit. tests/scripts/api-artifacts.test.ts fails while it differs from what they make.
import type { ApiRoute } from '../shared/api-route';
import type { AdminLogin, AdminLoginResult } from '../index';

/** POST /api/auth/admin (anyone): Owner sign-in */
export const signInOwner: ApiRoute<AdminLogin, AdminLoginResult> = { method: 'POST', path: '/api/auth/admin' };
