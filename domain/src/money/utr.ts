import { trimmedText } from '../shared/fields';

/*
 * The UTR alone, apart from the pay link: the owner's area checks the UTR it types
 * and should not load the link's code to do so.
 */

/** A UPI transaction reference (UTR / RRN): 12 digits, as every UPI app shows it. */
export const UTR_PATTERN = /^[0-9]{12}$/;
export const UTR_MESSAGE = 'The UTR is the 12-digit transaction reference your UPI app shows.';

/**
 * A UTR as typed or pasted: 12 digits, spaces and dashes ignored. The shopper's (from their UPI
 * app) and the owner's (from the bank statement) are checked alike.
 */
export const utrField = () =>
  trimmedText()
    // From what was sent, not yup's cast: a JSON number is refused (a UTR is text, and 12-digit
    // numbers lose their leading zeros), and only a string has its spaces and dashes taken out.
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.replace(/[\s-]/g, '') : original,
    )
    .typeError(UTR_MESSAGE)
    .max(12, UTR_MESSAGE)
    .matches(UTR_PATTERN, UTR_MESSAGE);
