import {
  defaultPolicyTexts,
  isPolicyKind,
  POLICY_KINDS,
  policyPageSchema,
  adminStoreSettingsSchema,
  deliveryQuoteSchema,
  MAX_SERVICEABLE_PINS,
  publicStoreSettings,
  publicStoreSettingsSchema,
  serviceablePinsSchema,
  serviceablePinsSummarySchema,
  shippingQuoteQuerySchema,
  signatureSavedSchema,
  signatureUploadSchema,
  MAX_SIGNATURE_BYTES,
  ownerConnectionSchema,
  storeSettingsSavedSchema,
  storeSettingsSchema,
} from '@bookstore/domain';
import { SERVICEABLE_PINS_BODY_LIMIT_BYTES, SIGNATURE_BODY_LIMIT_BYTES, trustedProxyHops } from '../config';
import { CATALOG_CACHE, NO_STORE } from '../http/cache-control';
import { endpoint } from '../http/endpoint';
import { errorAnswer, json } from '../openapi/answers';
import { bearerToken } from '../http/bearer';
import { quoteWithCoupon } from '../services/coupons/coupon-quote';
import { customerFromIdToken } from '../services/customers/customers';
import {
  readStoreSettings,
  saveServiceablePins,
  saveStoreSettings as save,
  serviceablePinsSummary,
  shippingQuote,
} from '../services/store/store-settings';
import { currentSignature, removeSignature, saveSignature } from '../services/store/signature';
import { readPolicyPage } from '../services/store/policies';
import { NotFoundError, UnauthenticatedError } from '../services/errors';

/*
 * The shop's settings (issue 30 §1–2): who the shop is, its UPI payee and its shipping and COD
 * rules. Anyone reads the public part (the Contact page, the checkout); the owner edits it all.
 */

export const getStore = endpoint({
  operationId: 'getStore',
  method: 'get',
  path: '/api/store',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['store'],
  summary: 'The shop’s public details: names, contacts, grievance officer, GSTIN, UPI payee, shipping and COD rules',
  description: 'Everything but the owner’s RTO rule; the serviceable PIN codes are reached through the quote.',
  answers: { '200': json('The shop’s details.', publicStoreSettingsSchema) },
  handle: async () => publicStoreSettings(await readStoreSettings()),
});

export const getPolicy = endpoint({
  operationId: 'getPolicy',
  method: 'get',
  path: '/api/policies/{kind}',
  access: 'anyone',
  cache: CATALOG_CACHE,
  // Its own module of routes, so the policy pages' chunk does not share the checkout's.
  tags: ['policies'],
  summary: 'One of the shop’s policies, as its page /policies/{kind} shows it',
  description:
    'The owner’s text from the settings, or the default text written from the settings (the return window, the refund days, the payment and shipping rules, the grievance officer).',
  params: { kind: { description: `One of: ${POLICY_KINDS.join(', ')}.` } },
  answers: { '200': json('The policy.', policyPageSchema), '404': 'NotFound' },
  handle: ({ params }) => {
    const kind = params.kind ?? '';
    if (!isPolicyKind(kind)) throw new NotFoundError('No such policy.');
    return readPolicyPage(kind);
  },
});

export const getShippingQuote = endpoint({
  operationId: 'getShippingQuote',
  method: 'get',
  path: '/api/shipping/quote',
  access: 'anyone',
  cache: CATALOG_CACHE,
  tags: ['store'],
  summary: 'What a parcel to a PIN code costs, and whether cash on delivery is offered',
  description:
    'The same pricing the order transaction uses: the longest matching PIN-code prefix’s charge, else the flat charge, free at or above the threshold; COD between its minimum and maximum order value, outside the excluded PIN codes. With a serviceable list uploaded, a PIN code outside it is not deliverable.',
  query: shippingQuoteQuerySchema,
  queryParameters: [
    { field: 'pin', description: 'A 6-digit PIN code.' },
    { field: 'subtotal', description: 'The books’ total in rupees (a book page sends its price).' },
    { field: 'payment', description: 'cod (default) or upi: the COD fee is in the total only for cod.' },
    {
      field: 'coupon',
      description:
        'A coupon code. Then the customer’s ID token is required (the answer is for that person, `Cache-Control: private, no-store`), the cart is priced from `items`, and the answer has `discount`, already taken off `total`; a refused code is a 409 with the sentence that says why.',
    },
    { field: 'items', description: 'With a coupon: the cart, as id:quantity pairs separated by commas.' },
  ],
  answers: {
    '200': json('The quote.', deliveryQuoteSchema, {
      'Cache-Control': {
        required: true,
        description: 'The catalog’s cache without a coupon; with one, the answer is one person’s and never stored.',
        schema: { type: 'string', enum: [CATALOG_CACHE.header, NO_STORE.header] },
      },
    }),
    '401': errorAnswer('A coupon was given without the customer’s ID token.'),
    '409': errorAnswer(
      'The coupon gives no discount here: the sentence says why (expired, used, not for these books…).',
    ),
  },
  handle: async ({ query, req, res }) => {
    if (!query.coupon) return shippingQuote(query.pin, query.subtotal, query.payment);
    // An answer for one person: never kept by a browser or a CDN, refused or not.
    res.set('Cache-Control', NO_STORE.header);
    const token = bearerToken(req);
    if (!token) throw new UnauthenticatedError('Please sign in to use a coupon code.');
    const customer = await customerFromIdToken(token);
    return quoteWithCoupon(customer, {
      pin: query.pin,
      payment: query.payment,
      coupon: query.coupon,
      items: query.items,
    });
  },
});

export const getStoreSettings = endpoint({
  operationId: 'getStoreSettings',
  method: 'get',
  path: '/api/admin/settings',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The shop’s settings, all of them, the serviceable list’s size and the bills’ signature',
  answers: { '200': json('The settings.', adminStoreSettingsSchema) },
  handle: async () => {
    const [settings, serviceablePins, signature] = await Promise.all([
      readStoreSettings(),
      serviceablePinsSummary(),
      currentSignature(),
    ]);
    return { settings, serviceablePins, signature, policyDefaults: defaultPolicyTexts(publicStoreSettings(settings)) };
  },
});

export const saveStoreSettings = endpoint({
  operationId: 'saveStoreSettings',
  method: 'put',
  path: '/api/admin/settings',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Save the shop’s settings (the whole of them)',
  description:
    'Validated whole by the settings form’s schema; a refused save changes nothing. Orders placed from now on are priced by the new rules.',
  body: storeSettingsSchema,
  answers: { '200': json('Saved.', storeSettingsSavedSchema) },
  handle: async ({ body, req }) => {
    const settings = await save(body, req.admin!.username);
    return { message: 'Settings saved.', settings, policyDefaults: defaultPolicyTexts(publicStoreSettings(settings)) };
  },
});

export const uploadServiceablePins = endpoint({
  operationId: 'uploadServiceablePins',
  method: 'put',
  path: '/api/admin/settings/serviceable-pins',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Replace the courier’s serviceable PIN codes',
  description: `At most ${MAX_SERVICEABLE_PINS} PIN codes, read by the owner’s browser from the courier’s CSV; duplicates are dropped. An empty list removes it, and every PIN code is deliverable again.`,
  body: serviceablePinsSchema,
  bodyLimit: SERVICEABLE_PINS_BODY_LIMIT_BYTES,
  answers: { '200': json('The list as stored.', serviceablePinsSummarySchema) },
  handle: ({ body }) => saveServiceablePins(body.pins),
});

export const uploadSignature = endpoint({
  operationId: 'uploadSignature',
  method: 'put',
  path: '/api/admin/settings/signature',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Upload the signature printed on the bills',
  description: `A PNG or JPEG of at most ${MAX_SIGNATURE_BYTES / 1024} KB, as base64 (as a cover is uploaded). Its type is checked by its bytes, its sides must be sane, and pdfkit must be able to draw it; a refused file changes nothing. Bills issued from now on end with "For <legal name>", the image and "Authorised Signatory"; bills already issued keep what they had.`,
  body: signatureUploadSchema,
  bodyLimit: SIGNATURE_BODY_LIMIT_BYTES,
  answers: { '200': json('Stored; the next bills carry it.', signatureSavedSchema) },
  handle: async ({ body, req }) => ({
    message: 'Signature saved: bills issued from now on carry it.',
    signature: await saveSignature(body, req.admin!.username),
  }),
});

export const deleteSignature = endpoint({
  operationId: 'deleteSignature',
  method: 'delete',
  path: '/api/admin/settings/signature',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'Remove the signature from the bills issued from now on',
  description: 'Bills already issued keep the signature they were issued with.',
  answers: { '200': json('Removed.', signatureSavedSchema) },
  handle: async ({ req }) => {
    await removeSignature(req.admin!.username);
    return { message: 'Signature removed: bills issued from now on say no signature is required.', signature: null };
  },
});

export const getOwnerConnection = endpoint({
  operationId: 'getOwnerConnection',
  method: 'get',
  path: '/api/admin/connection',
  access: 'owner',
  cache: NO_STORE,
  tags: ['owner'],
  summary: 'The address the store counts the owner’s own request under, and the proxy chain it came through',
  description:
    'For checking the deploy’s TRUSTED_PROXY_HOPS once: through the shop’s domain the address should be the owner’s own. A caller of the function’s own URL writes its own chain, so only the per-account and per-address limits hold there.',
  answers: { '200': json('The request’s address as the store reads it.', ownerConnectionSchema) },
  handle: ({ req }) => {
    // Node joins a repeated X-Forwarded-For into one value with commas.
    const forwarded = (req.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
    return {
      address: req.ip ?? null,
      forwardedFor: forwarded.filter((entry) => entry !== ''),
      peer: req.socket.remoteAddress ?? null,
      trustedProxyHops: trustedProxyHops(),
    };
  },
});
