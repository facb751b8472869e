import type { RequestHandler } from 'express';
import { openApiDocument } from '../openapi/document';

// Serialised once: the document only changes with a deploy.
const documentJson = JSON.stringify(openApiDocument);

/**
 * GET /api/openapi.json: the published contract. Public; caches may keep it five minutes,
 * so a deploy shows in tools soon without every page load asking again.
 */
export const openApi: RequestHandler = (_req, res) => {
  res.set('Cache-Control', 'public, max-age=300').type('json').send(documentJson);
};
