import { adminLoginSchema, type AdminLoginResponse, type AdminLogoutResponse } from '@bookstore/domain';
import { Router } from 'express';
import { signAdminToken } from '../auth/admin-token';
import { ownerDeviceOf, signOwnerDevice } from '../auth/owner-device';
import { requireAdmin } from '../auth/require-admin';
import { adminJwtSecret } from '../config';
import { noStore } from '../http/cache-control';
import { parseWith } from '../http/validate';
import { endAdminSessions, signInAdmin } from '../services/owners/admins';

export const authRouter = Router();
authRouter.use(noStore);

authRouter.post('/admin', async (req, res) => {
  const { username, password, device } = await parseWith(adminLoginSchema, req.body);
  const secret = adminJwtSecret.value();
  // A device this owner signed in on before counts its own failures only (decision 037).
  const deviceId = ownerDeviceOf(device, username, secret);
  // req.ip is the client address as Express's `trust proxy` reads X-Forwarded-For (app.ts).
  const admin = await signInAdmin(username, password, req.ip, deviceId);
  const body: AdminLoginResponse = {
    message: 'Authentication successful.',
    token: signAdminToken(admin.username.toLowerCase(), admin.tokenVersion, secret),
    user: { username: admin.username, role: 'admin' },
    // The same device keeps its id (and so its count); a new one gets one.
    device: signOwnerDevice(admin.username, secret, deviceId ?? undefined),
  };
  res.json(body);
});

authRouter.post('/admin/logout', requireAdmin, async (req, res) => {
  await endAdminSessions(req.admin!.username);
  const body: AdminLogoutResponse = { message: 'Signed out. Every session of this account has ended.' };
  res.json(body);
});
