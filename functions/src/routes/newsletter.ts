import {
  NEWSLETTER_LIMITS,
  newsletterConfirmResultSchema,
  newsletterSubscribeResultSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  newsletterUnsubscribeResultSchema,
} from '@bookstore/domain';
import { mailLinkPaths } from '@bookstore/domain/site-paths';
import { NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { oneClickBodyDoc, unsubscribeTokenOf } from '../http/one-click';
import { ONE_CLICK_TOKEN_QUERY, confirmLinkPost, unsubscribeLinkGet } from '../http/email-links';
import { errorAnswer, json } from '../openapi/answers';
import {
  confirmNewsletter as confirm,
  subscribeToNewsletter as subscribe,
  unsubscribeFromNewsletter as unsubscribe,
} from '../services/newsletter/newsletter';

/** The footer box and the confirmation link's page. JSON bodies, like the rest of the API. */
export const subscribeToNewsletter = endpoint({
  operationId: 'subscribeToNewsletter',
  method: 'post',
  path: '/api/newsletter/subscribe',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['newsletter'],
  summary: 'Ask for the newsletter (double opt-in)',
  description: `An address that is not yet a confirmed subscriber gets an e-mail with a one-time link to \`/newsletter/confirm?token=…\`, valid ${NEWSLETTER_LIMITS.confirmLinkHours} hours; asking again sends a new link and the earlier one stops working. A confirmed address is sent nothing. Each well-formed request counts against the limits (429), whatever the answer.`,
  body: newsletterSubscribeSchema,
  answers: {
    '200': json('What happened.', newsletterSubscribeResultSchema),
    '429': 'TooManyNewsletterRequests',
  },
  // req.ip: the client address as `trust proxy` reads X-Forwarded-For (app.ts).
  handle: ({ body, req }) => subscribe(body.email, req.ip),
});

export const confirmNewsletter = endpoint({
  operationId: 'confirmNewsletter',
  path: '/api/newsletter/confirm',
  tags: ['newsletter'],
  summary: 'Confirm a subscription with the link’s token',
  description:
    'Makes the address a subscriber and sends the welcome e-mail, whose unsubscribe link works without signing in. The token works once.',
  ...confirmLinkPost({
    body: newsletterTokenSchema,
    answers: { '200': json('Subscribed.', newsletterConfirmResultSchema) },
    confirm,
    gone: 'The link was used already, has expired, or was replaced by a newer one.',
  }),
});

/**
 * The link in every newsletter e-mail. Mail scanners and link previews open links, so a GET
 * changes nothing: it sends the reader on to the storefront page, where a button makes the POST.
 */
export const openUnsubscribeLink = endpoint({
  operationId: 'openUnsubscribeLink',
  method: 'get',
  path: '/api/newsletter/unsubscribe',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['newsletter'],
  summary: 'The unsubscribe link of every newsletter e-mail',
  description:
    'Changes nothing (mail scanners open links): redirects to the storefront page `/newsletter/unsubscribe?token=…` on the configured site origin, whose button makes the POST.',
  ...unsubscribeLinkGet(mailLinkPaths.newsletterUnsubscribe, 'unsubscribing'),
});

/**
 * Besides the page's JSON it takes the one-click form POST of RFC 8058, which mail clients
 * send to the List-Unsubscribe URL with the token in its query; so it reads its own body.
 */
export const unsubscribeFromNewsletter = endpoint({
  operationId: 'unsubscribeFromNewsletter',
  method: 'post',
  path: '/api/newsletter/unsubscribe',
  access: 'anyone',
  cache: NO_STORE,
  tags: ['newsletter'],
  summary: 'Unsubscribe, from the page or by one click',
  description:
    'The page sends the token as JSON. A mail client’s one-click unsubscribe (RFC 8058) posts the form field `List-Unsubscribe=One-Click` to the List-Unsubscribe URL, with the token in its query. The answer is the same whether or not the address was still subscribed.',
  queryParameters: [ONE_CLICK_TOKEN_QUERY],
  bodyKind: 'json-or-one-click-form',
  bodyDoc: oneClickBodyDoc('NewsletterToken'),
  answers: {
    '200': json('Not subscribed (any more).', newsletterUnsubscribeResultSchema),
    '415': errorAnswer('The body is neither JSON nor a form.'),
  },
  handle: async ({ req }) => unsubscribe((await unsubscribeTokenOf(req, newsletterTokenSchema)).token),
});
