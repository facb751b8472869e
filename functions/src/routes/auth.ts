import { adminLoginResultSchema, adminLoginSchema, adminLogoutResultSchema } from '@bookstore/domain';
import type { AdminLoginResult, AdminLogoutResult } from '@bookstore/domain';
import { signAdminToken } from '../auth/admin-token';
import { ownerDeviceOf, signOwnerDevice } from '../auth/owner-device';
import {
  adminJwtSecret,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USERNAME,
  LOGIN_WINDOW_SECONDS,
} from '../config';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { EMPTY_JSON_BODY, errorAnswer, json } from '../openapi/answers';
import { endAdminSessions, signInAdmin } from '../services/owners/admins';

export const signInOwner = endpoint({
  operationId: 'signInOwner',
  method: 'post',
  path: '/api/auth/admin',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['auth'],
  summary: 'Owner sign-in',
  description: `Throttled per username and client address: after ${LOGIN_MAX_FAILURES_PER_ADDRESS} failures from one address in ${LOGIN_WINDOW_SECONDS / 60} minutes that address gets 429, even for the right password, until the window ends; other addresses are not affected. After ${LOGIN_MAX_FAILURES_PER_USERNAME} failures from all addresses together the username is locked everywhere. Unknown usernames get the same answers.`,
  body: adminLoginSchema,
  answers: {
    '200': json('Signed in.', adminLoginResultSchema),
    '401': errorAnswer('Wrong username or password.'),
    '429': 'TooManyRequests',
  },
  handle: async ({ body: { username, password, device }, req }): Promise<AdminLoginResult> => {
    const secret = adminJwtSecret.value();
    // A device this owner signed in on before counts its own failures only (decision 037).
    const deviceId = ownerDeviceOf(device, username, secret);
    // req.ip is the client address as Express's `trust proxy` reads X-Forwarded-For (app.ts).
    const admin = await signInAdmin(username, password, req.ip, deviceId);
    return {
      message: 'Authentication successful.',
      token: signAdminToken(admin.username.toLowerCase(), admin.tokenVersion, secret),
      user: { username: admin.username, role: 'admin' },
      // The same device keeps its id (and so its count); a new one gets one.
      device: signOwnerDevice(admin.username, secret, deviceId ?? undefined),
    };
  },
});

export const signOutOwner = endpoint({
  operationId: 'signOutOwner',
  method: 'post',
  path: '/api/auth/admin/logout',
  access: 'owner',
  cache: NO_STORE,
  tags: ['auth'],
  summary: 'Owner sign-out',
  description:
    'Ends every session of the signed-in owner on the server: this token and every other one issued to the account are refused from now on. The body is an empty JSON object.',
  bodyDoc: EMPTY_JSON_BODY,
  answers: { '200': json('Signed out.', adminLogoutResultSchema) },
  handle: async ({ req }): Promise<AdminLogoutResult> => {
    await endAdminSessions(req.admin!.username);
    return { message: 'Signed out. Every session of this account has ended.' };
  },
});
