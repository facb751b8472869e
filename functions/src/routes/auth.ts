import { adminLoginSchema, type AdminLoginResponse } from '@bookstore/domain';
import { Router } from 'express';
import { signAdminToken } from '../auth/admin-token';
import { adminJwtSecret } from '../config';
import { noStore } from '../http/cache-control';
import { parseWith } from '../http/validate';
import { signInAdmin } from '../services/admins';

export const authRouter = Router();
authRouter.use(noStore);

authRouter.post('/admin', async (req, res) => {
  const { username, password } = await parseWith(adminLoginSchema, req.body);
  const admin = await signInAdmin(username, password);
  const body: AdminLoginResponse = {
    message: 'Authentication successful.',
    token: signAdminToken(admin.username.toLowerCase(), adminJwtSecret.value()),
    user: { username: admin.username, role: 'admin' },
  };
  res.json(body);
});
