import type { RequestHandler } from 'express';
import { auth } from '../firebase';
import { bearerToken } from '../http/bearer';
import { ForbiddenError, UnauthenticatedError } from '../services/errors';

/** Lets through a shopper with a valid Firebase ID token that carries an e-mail. */
export const requireCustomer: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw new UnauthenticatedError('Please sign in to continue.');
  let decoded;
  try {
    decoded = await auth().verifyIdToken(token);
  } catch {
    throw new UnauthenticatedError('Your sign-in has expired or is not valid. Please sign in again.');
  }
  if (!decoded.email) throw new ForbiddenError('Your account has no e-mail address.');
  req.customer = { uid: decoded.uid, email: decoded.email.toLowerCase() };
  next();
};
