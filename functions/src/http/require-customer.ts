import type { RequestHandler } from 'express';
import { bearerToken } from './bearer';
import { customerFromIdToken } from '../services/customers/customers';
import { UnauthenticatedError } from '../services/errors';

/** Lets through a shopper with a valid Firebase ID token that carries an e-mail. */
export const requireCustomer: RequestHandler = async (req, _res, next) => {
  const token = bearerToken(req);
  if (!token) throw new UnauthenticatedError('Please sign in to continue.');
  req.customer = await customerFromIdToken(token);
  next();
};
