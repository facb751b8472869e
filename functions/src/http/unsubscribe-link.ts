import type { Request, Response } from 'express';
import { mailSettings } from '../mail/transport/settings';
import { noBody } from '../openapi/answers';

/**
 * The GET of an e-mail's unsubscribe link (the newsletter's, a stock alert's). Mail scanners and
 * link previews open links, so it changes nothing: it sends the reader on to the storefront page
 * at `pagePath`, whose button makes the POST. Its declaration's query, answers and handler.
 */
export function unsubscribeLinkGet(pagePath: string, after: string) {
  return {
    queryParameters: [{ name: 'token', in: 'query', required: false, schema: { type: 'string' } }],
    answers: {
      '303': noBody(`To the page that asks before ${after}.`, {
        Location: { required: true, schema: { type: 'string', format: 'uri' } },
      }),
    },
    handle: ({ req, res }: { req: Request; res: Response }) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const query = token ? `?token=${encodeURIComponent(token)}` : '';
      res.status(303).location(`${mailSettings().siteOrigin}${pagePath}${query}`).end();
    },
  };
}

/** The one-click form's token parameter of an unsubscribe POST. */
export const ONE_CLICK_TOKEN_QUERY = {
  name: 'token',
  in: 'query',
  required: false,
  description: 'The one-click form’s token (from the List-Unsubscribe URL); the JSON body carries its own.',
  schema: { type: 'string' },
};
