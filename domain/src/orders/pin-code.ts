/**
 * An Indian PIN code: six digits, the first one 1–9 (it names one of the postal regions; none is
 * 0). Checked on the checkout form and on the server by the address schema; the shipping and
 * COD rules match on its prefixes.
 */
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export const PIN_CODE_MESSAGE = 'Zipcode must be a 6-digit PIN code that does not start with 0.';
