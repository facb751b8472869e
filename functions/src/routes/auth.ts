import { adminLoginSchema, type AdminLoginResponse } from '@bookstore/domain';
import { Router } from 'express';
import { signAdminToken } from '../auth/admin-token';
import { adminJwtSecret } from '../config';
import { noStore } from '../http/cache-control';
import { unauthorized } from '../http/errors';
import { parseWith } from '../http/validate';
import { checkAdminPassword } from '../services/admins';
import { clearLoginFailures, reserveLoginAttempt } from '../services/login-throttle';

export const authRouter = Router();
authRouter.use(noStore);

authRouter.post('/admin', async (req, res) => {
  const { username, password } = await parseWith(adminLoginSchema, req.body);
  await reserveLoginAttempt(username);
  // Unknown users cost a decoy hash check, and get one message with wrong passwords alike.
  const admin = await checkAdminPassword(username, password);
  if (!admin) throw unauthorized('Invalid username or password.');
  await clearLoginFailures(username);
  const body: AdminLoginResponse = {
    message: 'Authentication successful.',
    token: signAdminToken(admin.username.toLowerCase(), adminJwtSecret.value()),
    user: { username: admin.username, role: 'admin' },
  };
  res.json(body);
});
