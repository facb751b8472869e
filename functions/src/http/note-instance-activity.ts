import type { RequestHandler } from 'express';
import { noteRequest } from '../services/catalog/instance-wake';

/**
 * Every request, whatever its route, tells the catalog index whether the instance was idle
 * (services/catalog/instance-wake.ts). Both the API and the render function keep an index.
 */
export const noteInstanceActivity: RequestHandler = (_req, _res, next) => {
  noteRequest();
  next();
};
