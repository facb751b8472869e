import { newsletterSubscribeSchema, newsletterTokenSchema } from '@bookstore/domain';
import express, { Router } from 'express';
import { JSON_BODY_LIMIT_BYTES } from '../config';
import { noStore } from '../http/cache-control';
import { unsupportedMediaType } from '../http/errors';
import { oneClickRequested } from '../http/one-click';
import { parseWith } from '../http/validate';
import { InvalidInputError } from '../services/errors';
import {
  confirmNewsletter,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribePage,
} from '../services/newsletter/newsletter';

/** The footer box and the confirmation link's page. JSON bodies, like the rest of the API. */
export const newsletterRouter = Router();
newsletterRouter.use(noStore);

newsletterRouter.post('/subscribe', async (req, res) => {
  const { email } = await parseWith(newsletterSubscribeSchema, req.body);
  // req.ip: the client address as `trust proxy` reads X-Forwarded-For (app.ts).
  res.json(await subscribeToNewsletter(email, req.ip));
});

newsletterRouter.post('/confirm', async (req, res) => {
  const { token } = await parseWith(newsletterTokenSchema, req.body);
  res.json(await confirmNewsletter(token));
});

/**
 * /api/newsletter/unsubscribe, the link in every newsletter e-mail. Routed before the API's
 * JSON-only check (app.ts): besides the page's JSON it takes the one-click form POST of
 * RFC 8058, which mail clients send to the List-Unsubscribe URL with the token in its query.
 */
export const unsubscribeRouter = Router();
unsubscribeRouter.use(noStore);

// Mail scanners and link previews open links, so a GET changes nothing: it sends the reader on
// to the storefront page, where a button makes the POST.
unsubscribeRouter.get('/', (req, res) => {
  const token = typeof req.query.token === 'string' ? req.query.token : '';
  res.status(303).location(unsubscribePage(token)).end();
});

unsubscribeRouter.post(
  '/',
  express.json({ limit: JSON_BODY_LIMIT_BYTES }),
  express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT_BYTES }),
  async (req, res) => {
    if (req.is('application/json')) {
      const { token } = await parseWith(newsletterTokenSchema, req.body);
      res.json(await unsubscribeFromNewsletter(token));
      return;
    }
    const oneClick = oneClickRequested(req);
    if (oneClick === undefined)
      throw unsupportedMediaType(
        'Send the token as JSON, or post the one-click form (List-Unsubscribe=One-Click) to the link.',
      );
    if (!oneClick)
      throw new InvalidInputError('A one-click unsubscribe posts the form field List-Unsubscribe=One-Click.', {
        'List-Unsubscribe': 'Must be One-Click.',
      });
    const { token } = await parseWith(newsletterTokenSchema, req.query);
    res.json(await unsubscribeFromNewsletter(token));
  },
);
