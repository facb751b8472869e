import type { RequestHandler } from 'express';
import { adminJwtSecret } from '../config';
import { bearerToken } from './bearer';
import { adminSessionIsCurrent } from '../services/owners/admins';
import type { Customer } from '../services/customers/customers';
import { ForbiddenError, UnauthenticatedError } from '../services/errors';
import { verifyAdminToken } from '../auth/admin-token';

declare module 'express-serve-static-core' {
  interface Request {
    admin?: { username: string };
    customer?: Customer;
  }
}

/** Lets through only a current owner token whose account still exists and whose session was not ended. */
export const requireAdmin: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw new UnauthenticatedError('Admin sign-in required.');
  const claims = verifyAdminToken(token, adminJwtSecret.value());
  if (!claims) throw new UnauthenticatedError('Your admin session is invalid or has expired. Please sign in again.');
  if (claims.role !== 'admin') throw new ForbiddenError('This account may not manage the store.');
  // A deleted owner's tokens, and tokens from before a sign-out or a password change, stop
  // working at once, not when they expire.
  if (!(await adminSessionIsCurrent(claims.sub, claims.version)))
    throw new UnauthenticatedError('Your admin session is no longer valid. Please sign in again.');
  req.admin = { username: claims.sub };
  next();
};
