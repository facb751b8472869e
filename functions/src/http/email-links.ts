import type { Request, Response } from 'express';
import type { AnySchema, InferType } from 'yup';
import { mailSettings } from '../mail/transport/settings';
import { errorAnswer, noBody } from '../openapi/answers';
import { NO_STORE } from './cache-control';
import type { AnswerDoc, JsonAnswer } from './endpoint';

// The two links an e-mail carries to the API's storefront pages: a confirmation link's page
// posts its token (services/confirmation-links.ts), and an unsubscribe link is opened, then posted.

/**
 * The POST of a confirmation link's page (the newsletter's, a stock alert's, a Contact-page
 * complaint's): anyone, never cached, `{ token }` checked by the feature's token schema, and a
 * 404 for a link used already, expired or not ours. `answers` has the success and what else the
 * feature's confirming may answer; `confirm` is what confirming does.
 */
export function confirmLinkPost<B extends AnySchema, A extends AnySchema>(spec: {
  body: B;
  answers: Record<string, AnswerDoc | JsonAnswer<A>>;
  confirm: (token: string) => Promise<InferType<A>>;
  gone?: string;
}) {
  const { body, answers, confirm, gone = 'The link was used already, has expired, or is not one of ours.' } = spec;
  return {
    method: 'post' as const,
    access: 'anyone' as const,
    cache: NO_STORE,
    body,
    answers: { ...answers, '404': errorAnswer(gone) },
    handle: ({ body: { token } }: { body: { token: string } }) => confirm(token),
  };
}

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
