/**
 * The API's 403 to a customer whose ID token says the e-mail is not verified. One sentence for
 * both sides: the storefront recognises it, asks Firebase afresh and tries once more, since a
 * token made before the link was opened says "unverified" for up to an hour.
 */
export const VERIFY_EMAIL_MESSAGE =
  'Please verify your e-mail address first: open the link we sent you, then try again.';
