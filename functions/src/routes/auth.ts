import { adminLoginSchema, type AdminLoginResponse } from '@bookstore/domain';
import { Router } from 'express';
import { signAdminToken } from '../auth/admin-token';
import { adminJwtSecret } from '../config';
import { noStore } from '../http/cache-control';
import { unauthorized } from '../http/errors';
import { parseWith } from '../http/validate';
import { checkAdminPassword } from '../services/admins';

export const authRouter = Router();
authRouter.use(noStore);

authRouter.post('/admin', async (req, res) => {
  const { username, password } = await parseWith(adminLoginSchema, req.body);
  const admin = await checkAdminPassword(username, password);
  // One message for unknown user and wrong password alike.
  if (!admin) throw unauthorized('Invalid username or password.');
  const body: AdminLoginResponse = {
    message: 'Authentication successful.',
    token: signAdminToken(admin.username.toLowerCase(), adminJwtSecret.value()),
    user: { username: admin.username, role: 'admin' },
  };
  res.json(body);
});
